import { registerImportEndpoints } from '@edupath/contract/register-imports';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The programmes a US university reported to the US Department of Education (docs/catalogue.md#register-imports). */
export function useReportedProgrammes(universityId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['catalogue', 'universities', universityId, 'reported-programmes'],
    queryFn: async () =>
      (await call(registerImportEndpoints.reportedProgrammes, { params: { universityId } })).data,
    enabled,
    staleTime: 60 * 60 * 1000,
  });
}
