import type { ContactInboxFilter, ContactInboxRow } from '@edupath/contract';
import { clsx } from 'clsx';
import { CheckCircle2, Inbox, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ListResults } from '../../../../components/console/paginated-list';
import { PageTitle, Panel } from '../../../../components/console/panel';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../../components/ui/field';
import { Spinner } from '../../../../components/ui/spinner';
import { useWideScreen } from '../../../../hooks/use-media-query';
import { useAuth } from '../../../../lib/auth-storage';
import { errorText } from '../../../../lib/form-errors';
import { formatDateTime, formatRelative } from '../../../../lib/format-time';
import { useAssignees } from '../api/get-assignees';
import { useContactMessage } from '../api/get-contact-message';
import {
  INBOX_PAGE_SIZE,
  type InboxFilters,
  type InboxKind,
  inboxFiltersFromSearch,
  searchFromInboxFilters,
  useContactMessages,
} from '../api/get-contact-messages';
import { useUpdateContactMessage } from '../api/update-contact-message';
import { GrievanceClock } from '../components/grievance-clock';
import { contactConsolePaths } from '../paths';

const FILTER_LABELS: Record<ContactInboxFilter, string> = {
  all: 'All',
  unread: 'Unread',
  open: 'Not handled',
  handled: 'Handled',
};

const KIND_LABELS: Record<InboxKind, string> = {
  all: 'Everything',
  contact: 'Contact messages',
  grievance: 'Grievances',
};

/**
 * /admin/inbox and /admin/inbox/:id (admins): what visitors sent through the contact form, with
 * read state, an assignee, a handled state and a staff-only note (docs/console.md, "Contact inbox"),
 * and the grievances with their 90-day clock, by due date under Grievances ("Grievances").
 */
export default function InboxRoute() {
  const params = useParams();
  const openId = Number(params.contactMessageId);
  const open = Number.isInteger(openId) && openId > 0 ? openId : undefined;
  const wide = useWideScreen();
  const [search, setSearch] = useSearchParams();
  const filters = inboxFiltersFromSearch(search);
  const update = (change: Partial<InboxFilters>) =>
    setSearch(searchFromInboxFilters({ ...filters, page: 1, ...change }), { replace: true });
  const toPage = (page: number) => setSearch(searchFromInboxFilters({ ...filters, page }));
  const list = useContactMessages(filters);
  const showList = wide || open === undefined;

  return (
    <>
      <PageTitle
        aside={
          list.data && (
            <span className="text-ink-secondary" data-testid="inbox-unread">
              {list.data.unreadCount} unread
            </span>
          )
        }
      >
        <span className={clsx(!showList && 'sr-only')}>Contact inbox</span>
      </PageTitle>
      <div className={clsx('grid gap-4', wide && 'grid-cols-[minmax(0,2fr)_minmax(0,3fr)]')}>
        {showList && (
          <div>
            <div role="group" aria-label="Kind of message" className="mb-2 flex flex-wrap gap-2">
              {(Object.keys(KIND_LABELS) as InboxKind[]).map((key) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={filters.kind === key}
                  onClick={() => update({ kind: key })}
                  className={clsx(
                    'rounded-full border px-3 py-1 text-sm font-medium',
                    filters.kind === key
                      ? 'border-primary bg-primary-light text-primary-dark'
                      : 'border-line bg-white text-ink-secondary hover:bg-gray-100',
                  )}
                >
                  {KIND_LABELS[key]}
                </button>
              ))}
            </div>
            <div
              role="group"
              aria-label="Filter messages"
              className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-white p-2"
            >
              {(Object.keys(FILTER_LABELS) as ContactInboxFilter[]).map((key) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={filters.filter === key}
                  onClick={() => update({ filter: key })}
                  className={clsx(
                    'rounded-md px-2.5 py-1 font-medium',
                    filters.filter === key
                      ? 'bg-primary-light text-primary-dark'
                      : 'text-ink-secondary hover:bg-gray-100',
                  )}
                >
                  {FILTER_LABELS[key]}
                </button>
              ))}
              <label className="ml-auto flex items-center gap-2 px-1 text-ink-secondary">
                <input
                  type="checkbox"
                  checked={filters.mine}
                  onChange={(event) => update({ mine: event.target.checked })}
                  className="h-4 w-4 accent-[var(--color-primary-dark)]"
                />
                Assigned to me
              </label>
            </div>
            <ListResults
              list={list}
              noun="messages"
              empty="No messages here."
              pageSize={INBOX_PAGE_SIZE}
              onPage={toPage}
            >
              {(items) => (
                <MessageList items={items} openId={open} search={searchFromInboxFilters(filters)} />
              )}
            </ListResults>
          </div>
        )}
        {open !== undefined ? (
          <MessageView
            key={open}
            contactMessageId={open}
            backTo={`${contactConsolePaths.inbox}?${searchFromInboxFilters(filters)}`}
          />
        ) : (
          wide && (
            <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-line bg-white p-10 text-ink-secondary">
              <Inbox className="h-8 w-8" aria-hidden="true" />
              Choose a message to read it.
            </div>
          )
        )}
      </div>
    </>
  );
}

function MessageList({
  items,
  openId,
  search,
}: {
  items: ContactInboxRow[];
  openId: number | undefined;
  search: URLSearchParams;
}) {
  const query = search.toString();
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Messages">
      {items.map((m) => {
        const unread = m.readAt === null;
        return (
          <li key={m.contactMessageId}>
            <Link
              to={`${contactConsolePaths.inboxMessage(m.contactMessageId)}${query ? `?${query}` : ''}`}
              aria-current={openId === m.contactMessageId ? 'true' : undefined}
              className={clsx(
                'block rounded-lg border bg-white p-3 hover:border-primary',
                openId === m.contactMessageId ? 'border-primary ring-1 ring-primary' : 'border-line',
              )}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span
                  className={clsx('truncate', unread ? 'font-semibold text-gray-900' : 'text-ink-secondary')}
                >
                  {unread && <span className="sr-only">Unread: </span>}
                  {m.name}
                </span>
                <time dateTime={m.createdAt} className="shrink-0 text-xs text-ink-secondary">
                  {formatRelative(m.createdAt)}
                </time>
              </span>
              <span
                className={clsx('block truncate', unread ? 'font-medium text-gray-900' : 'text-gray-700')}
              >
                {m.subject}
              </span>
              <span className="block truncate text-xs text-ink-secondary">{m.preview}</span>
              <span className="mt-1 flex flex-wrap gap-1.5 text-xs">
                {unread && (
                  <span className="rounded-full bg-primary-dark px-1.5 py-0.5 font-semibold text-white">
                    New
                  </span>
                )}
                {m.handledAt && (
                  <span className="rounded-full bg-green-50 px-1.5 py-0.5 font-semibold text-green-800 ring-1 ring-inset ring-green-600/25">
                    Handled
                  </span>
                )}
                {m.assignee && <span className="text-ink-secondary">→ {m.assignee.name}</span>}
              </span>
              {m.grievance && (
                <span className="mt-1 block">
                  <GrievanceClock
                    grievance={m.grievance}
                    receivedAt={m.createdAt}
                    answeredAt={m.handledAt}
                    compact
                  />
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function MessageView({ contactMessageId, backTo }: { contactMessageId: number; backTo: string }) {
  const { user } = useAuth();
  const message = useContactMessage(contactMessageId);
  const assignees = useAssignees();
  const update = useUpdateContactMessage(contactMessageId);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const savedNote = message.data?.internalNote ?? '';
  useEffect(() => setNote(savedNote), [savedNote]);

  if (message.isPending) return <Spinner label="Loading the message" />;
  if (message.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
        {errorText(message.error, 'Failed to load the message. Please try again.')}
      </p>
    );
  const m = message.data;
  const change = (input: Parameters<typeof update.mutate>[0], done?: string) =>
    update.mutate(input, {
      onSuccess: () => done && toast.success(done),
      onError: (err) => toast.error(errorText(err, 'Failed to update the message')),
    });

  return (
    <article aria-labelledby="message-subject" className="flex flex-col gap-4">
      <Link to={backTo} className="text-primary-dark hover:underline md:hidden">
        ← All messages
      </Link>
      <Panel title={<span id="message-subject">{m.subject}</span>}>
        <p className="flex flex-wrap items-center gap-x-2 text-ink-secondary">
          <span className="font-medium text-gray-900">{m.name}</span>
          <a
            href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
            className="text-primary-dark hover:underline"
          >
            <Mail className="mr-1 inline h-3.5 w-3.5" aria-hidden="true" />
            {m.email}
          </a>
          <span>· {formatDateTime(m.createdAt)}</span>
        </p>
        {m.grievance && (
          <p className="mt-2">
            <GrievanceClock grievance={m.grievance} receivedAt={m.createdAt} answeredAt={m.handledAt} />
          </p>
        )}
        <p className="mt-3 whitespace-pre-wrap break-words text-[15px] leading-relaxed text-gray-900">
          {m.message}
        </p>
      </Panel>

      <Panel title="Handling">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Assignee"
            value={m.assignee?.userId ?? ''}
            disabled={update.isPending}
            onChange={(event) =>
              change({ assigneeId: event.target.value ? Number(event.target.value) : null }, 'Assignee saved')
            }
          >
            <option value="">Nobody</option>
            {assignees.data?.map((s) => (
              <option key={s.userId} value={s.userId}>
                {s.name} ({s.role}){s.userId === user?.userId ? ' — me' : ''}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col justify-end gap-1">
            {m.handledAt ? (
              <>
                <p className="flex items-center gap-1.5 text-green-800">
                  <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
                  {m.grievance ? 'Answered' : 'Handled'} {m.handledBy ? `by ${m.handledBy.name} ` : ''}
                  {formatRelative(m.handledAt)}
                </p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => change({ handled: false })}
                  disabled={update.isPending}
                >
                  Reopen
                </Button>
              </>
            ) : (
              <Button
                onClick={() =>
                  change({ handled: true }, m.grievance ? 'Marked as answered' : 'Marked as handled')
                }
                disabled={update.isPending}
              >
                {m.grievance ? 'Mark as answered' : 'Mark as handled'}
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => change({ read: false })}
              disabled={update.isPending}
            >
              Mark as unread
            </Button>
          </div>
        </div>
        <form
          className="mt-4 flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setNoteError(undefined);
            update.mutate(
              { internalNote: note },
              {
                onSuccess: () => toast.success('Note saved'),
                onError: (err) => setNoteError(errorText(err, 'Failed to save the note')),
              },
            );
          }}
        >
          <TextAreaField
            label="Internal note (staff only)"
            value={note}
            rows={3}
            error={noteError}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex justify-end">
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={update.isPending || note === savedNote}
            >
              Save note
            </Button>
          </div>
        </form>
      </Panel>
    </article>
  );
}
