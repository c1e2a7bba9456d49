import { visaRouteEndpoints as E } from '@edupath/contract/visa-routes';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The visa routes and a course's proof-of-funds inputs: public reads (docs/money-and-visas.md). */
export const visaKeys = {
  all: ['visas'] as const,
  route: (code: string) => ['visas', 'route', code] as const,
  course: (courseId: number) => ['visas', 'course', courseId] as const,
};

export function useVisaRoutes() {
  return useQuery({
    queryKey: visaKeys.all,
    queryFn: async ({ signal }) => (await call(E.list, { signal })).data,
    staleTime: 60 * 60 * 1000,
  });
}

export function useVisaRoute(countryCode: string) {
  return useQuery({
    queryKey: visaKeys.route(countryCode),
    queryFn: async ({ signal }) => (await call(E.one, { params: { countryCode }, signal })).data,
    staleTime: 60 * 60 * 1000,
  });
}

export function useCourseProofOfFunds(courseId: number) {
  return useQuery({
    queryKey: visaKeys.course(courseId),
    queryFn: async ({ signal }) => (await call(E.courseFunds, { params: { courseId }, signal })).data,
  });
}
