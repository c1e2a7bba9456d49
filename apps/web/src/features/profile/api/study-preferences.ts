import type { StudyPreferencesValues } from '@edupath/contract';
import { studyPreferenceEndpoints as E } from '@edupath/contract/study-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** The student's study preferences (docs/fit-and-chances.md#study-preferences); only students have them. */
export function useStudyPreferences(enabled = true) {
  return useQuery({
    queryKey: profileKeys.preferences,
    queryFn: async ({ signal }) => (await call(E.mine, { signal })).data,
    enabled,
  });
}

export function useSaveStudyPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: StudyPreferencesValues) => call(E.save, { body: values }),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKeys.preferences, answer.data);
      // She has just said what she wants: the courses page uses it again, even if she had turned it off.
      searchDefaultsSwitch.turnOn();
    },
  });
}

const OFF_KEY = 'edupath.studyPreferences.off';

/**
 * Whether the courses page applies her preferences: on until she turns them off, off for the rest
 * of the browser session (sessionStorage), so Back or a new visit to /courses does not bring them back.
 */
export const searchDefaultsSwitch = {
  isOff: () => {
    try {
      return sessionStorage.getItem(OFF_KEY) === '1';
    } catch {
      return false;
    }
  },
  turnOff: () => {
    try {
      sessionStorage.setItem(OFF_KEY, '1');
    } catch {
      // Storage refused (private mode): they stay off for this page only.
    }
  },
  turnOn: () => {
    try {
      sessionStorage.removeItem(OFF_KEY);
    } catch {
      // Nothing was stored.
    }
  },
};
