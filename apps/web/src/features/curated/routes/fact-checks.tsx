import { curatedRecordOfFact } from '@edupath/contract/curated';
import { FACT_KINDS_NOT_MARKABLE } from '@edupath/contract/fact-checks';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle, Panel } from '../../../components/console/panel';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/states';
import { useAuth } from '../../../lib/auth-storage';
import { formatDay } from '../../../lib/format';
import { CatalogueVerification } from '../../catalogue/index';
import { useFactChecks, useMarkFactChecked } from '../api/fact-checks';
import { curatedPaths } from '../paths';

const KIND_LABEL: Record<string, string> = {
  'reference-rate': 'Exchange rates',
  'study-cost': 'Study cost',
  lender: 'Lender',
  scholarship: 'Scholarship',
  'visa-route': 'Visa route',
};

/**
 * "Facts to re-check" (docs/money-and-visas.md#freshness): every curated record whose last check is
 * over 12 months old, oldest first, with the page to check it against. Re-checking means reading
 * that page and editing the record in the console (docs/money-and-visas.md#curated-records) — or,
 * when the record is still right, "Mark checked", which records who checked it and when (and an
 * audit entry). Reference rates are refreshed from their source instead.
 */
export default function FactChecksRoute() {
  const queue = useFactChecks();
  const { user } = useAuth();
  const mark = useMarkFactChecked();
  if (queue.isPending) return <Spinner label="Loading the facts to re-check" className="py-16" />;
  if (queue.isError) return <LoadError>The facts to re-check could not be loaded.</LoadError>;
  const { items, today } = queue.data;
  return (
    <>
      <PageTitle>Facts to re-check</PageTitle>
      <Panel
        title={`${items.length} ${items.length === 1 ? 'record' : 'records'} checked over 12 months ago`}
      >
        <p className="mb-3 text-sm text-ink-secondary">
          As of {formatDay(today)}. Students see these marked “may be out of date” until someone compares them
          with their source again: an admin edits the record (Edit) with its source and today's check, or, if
          the record is still right, anyone marks it checked (your name and today go into the audit log).
          Exchange rates are refreshed with npm run refresh-rates.
        </p>
        {mark.isError && <FormAlert>{mark.error.message}</FormAlert>}
        {items.length === 0 ? (
          <p className="text-sm text-ink-secondary">
            Every curated fact was checked within the last 12 months.
          </p>
        ) : (
          <ul className="divide-y divide-line text-sm" data-testid="fact-check-queue">
            {items.map((item) => (
              <li
                key={`${item.kind}:${item.id}`}
                className="flex flex-col gap-1 py-3 lg:flex-row lg:items-start lg:gap-4"
                data-testid="fact-check-row"
              >
                <span className="w-32 shrink-0 font-medium text-gray-900">
                  {KIND_LABEL[item.kind] ?? item.kind}
                </span>
                <span className="min-w-0 flex-1 text-ink-secondary">{item.label}</span>
                <span className="shrink-0 whitespace-nowrap text-gray-900">
                  checked {formatDay(item.checkedOn)}
                </span>
                <span className="shrink-0 lg:w-28">
                  {item.sourceUrl ? (
                    <a
                      href={item.sourceUrl}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="inline-flex items-center gap-1 text-primary-dark underline"
                    >
                      Open source <ExternalLink className="h-3 w-3" aria-hidden />
                    </a>
                  ) : (
                    <span className="text-gray-500">source named in the record</span>
                  )}
                </span>
                {!(FACT_KINDS_NOT_MARKABLE as readonly string[]).includes(item.kind) && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="shrink-0 self-start"
                    disabled={mark.isPending}
                    onClick={() => mark.mutate({ kind: item.kind, id: item.id })}
                  >
                    Mark checked
                  </Button>
                )}
                {user?.role === 'admin' && curatedRecordOfFact(item.kind, item.id) && (
                  <Link
                    to={curatedPaths.record(item.kind, curatedRecordOfFact(item.kind, item.id)!.key)}
                    className="shrink-0 self-start text-primary-dark underline"
                  >
                    Edit
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {/* The catalogue's own queue sits beside the curated facts, for admins who edit the catalogue. */}
      {user?.role === 'admin' && (
        <div id="catalogue" className="mt-6">
          <CatalogueVerification />
        </div>
      )}
    </>
  );
}
