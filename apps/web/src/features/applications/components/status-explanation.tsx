import { APPLICATION_STATUS_EXPLANATIONS } from '@edupath/contract/documents-constants';
import { normaliseStatus } from './status-badge';

/** What the status means and what happens next, in plain words (docs/application-documents.md). */
export function StatusExplanation({ status }: { status: string | null | undefined }) {
  const explanation = APPLICATION_STATUS_EXPLANATIONS[normaliseStatus(status)];
  return (
    <div data-testid="status-explanation" className="text-sm">
      <p className="font-medium text-ink">{explanation.means}</p>
      <p className="mt-1 text-ink-secondary">
        <span className="font-medium">What happens next: </span>
        {explanation.next}
      </p>
    </div>
  );
}
