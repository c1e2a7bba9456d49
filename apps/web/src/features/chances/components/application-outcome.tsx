import { useMyOutcomes } from '../api/chances';
import { OutcomeItem } from './my-outcomes';

/**
 * On a decided application's page: the outcome EduPath's decision recorded for her, to share
 * anonymously or withdraw (docs/fit-and-chances.md#outcomes); where the decision's notification
 * leads, so she finds it without looking for "My outcomes".
 */
export function ApplicationOutcome({ applicationId, decided }: { applicationId: number; decided: boolean }) {
  const mine = useMyOutcomes(decided);
  const outcome = mine.data?.items.find((item) => item.admissionApplicationId === applicationId);
  if (!decided || !mine.data || !outcome) return null;
  return (
    <div className="mt-4" data-testid="application-outcome">
      <h3 className="mb-2 text-sm font-semibold text-gray-900">Your outcome</h3>
      <ul>
        <OutcomeItem outcome={outcome} draft={mine.data.draft} />
      </ul>
    </div>
  );
}
