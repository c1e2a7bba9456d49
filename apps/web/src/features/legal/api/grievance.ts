import { type GrievanceInput, grievanceEndpoints } from '@edupath/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The grievance officer the operator configured (docs/console.md, "Grievances"); it rarely changes. */
export const useGrievanceOfficer = () =>
  useQuery({
    queryKey: ['grievance-officer'],
    queryFn: async ({ signal }) => (await call(grievanceEndpoints.officer, { signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Files a grievance: it lands in the console's inbox and the sender gets its reference by email. */
export const useFileGrievance = () =>
  useMutation({
    mutationFn: async (input: GrievanceInput) => (await call(grievanceEndpoints.file, { body: input })).data,
  });
