import { scholarshipEndpoints as E, type ScholarshipDetails, type ScholarshipQuery } from '@edupath/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-storage';
import { serverMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';

/** Scholarships (docs/money-and-visas.md#scholarships): public lists, her verdicts, her saved awards. */
export const scholarshipKeys = {
  list: (query: ScholarshipQuery) => ['scholarships', 'list', query] as const,
  one: (id: string) => ['scholarships', 'one', id] as const,
  matches: ['scholarships', 'matches'] as const,
  details: ['scholarships', 'details'] as const,
  saved: ['scholarships', 'saved'] as const,
};

export function useScholarships(query: ScholarshipQuery) {
  return useQuery({
    queryKey: scholarshipKeys.list(query),
    queryFn: async () => (await call(E.list, { query })).data,
    placeholderData: keepPreviousData,
  });
}

export function useScholarship(id: string) {
  return useQuery({
    queryKey: scholarshipKeys.one(id),
    queryFn: async () => (await call(E.one, { params: { scholarshipId: id } })).data,
  });
}

const useIsStudent = () => useAuth().user?.role === 'student';

/** Her verdict per award (a map by id); off for visitors and staff. */
export function useScholarshipMatches() {
  const enabled = useIsStudent();
  return useQuery({
    queryKey: scholarshipKeys.matches,
    queryFn: async () => new Map((await call(E.matches)).data.map((item) => [item.id, item])),
    enabled,
  });
}

export function useScholarshipDetails() {
  const enabled = useIsStudent();
  return useQuery({
    queryKey: scholarshipKeys.details,
    queryFn: async () => (await call(E.details)).data,
    enabled,
  });
}

export function useSaveScholarshipDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ScholarshipDetails) => (await call(E.saveDetails, { body })).data,
    onSuccess: (details) => {
      client.setQueryData(scholarshipKeys.details, details);
      void client.invalidateQueries({ queryKey: scholarshipKeys.matches });
      toast.success('Saved. Your verdicts below are updated.');
    },
    onError: (error) =>
      toast.error(serverMessage(error) ?? 'Your details could not be saved. Please try again.'),
  });
}

export function useSavedScholarships() {
  const enabled = useIsStudent();
  return useQuery({
    queryKey: scholarshipKeys.saved,
    queryFn: async () => (await call(E.saved)).data,
    enabled,
  });
}

export function useToggleSavedScholarship() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, save }: { id: string; save: boolean }) =>
      (await call(save ? E.save : E.unsave, { params: { scholarshipId: id } })).data,
    onSuccess: (saved, { save }) => {
      client.setQueryData(scholarshipKeys.saved, saved);
      void client.invalidateQueries({ queryKey: scholarshipKeys.matches });
      toast.success(
        save ? 'Saved: its deadline is now in your reminders' : 'Removed from your saved scholarships',
      );
    },
    onError: (error) => toast.error(serverMessage(error) ?? 'That did not work. Please try again.'),
  });
}
