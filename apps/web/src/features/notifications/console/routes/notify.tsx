import type { NotifyAudience } from '@edupath/contract';
import { CONSOLE_MESSAGES } from '@edupath/contract/console-constants';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { PageTitle, Panel } from '../../../../components/console/panel';
import { SearchInput } from '../../../../components/console/search-input';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { SelectField, TextAreaField, TextField } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { useAuth } from '../../../../lib/auth-storage';
import { serverFieldErrors, serverMessage } from '../../../../lib/form-errors';
import { useStaffStudents } from '../../../profile/index';
import { useAdvisors } from '../../../staff-accounts/index';
import { useCommunityOptions, useSendNotification } from '../api/send-notification';

type Kind = NotifyAudience['kind'];
const MESSAGE_MAX = 500;

/**
 * /admin/notify: a notification to one student, to all students of an advisor (an advisor: their
 * own), or (admins) to every member of a community. It lands in their bell live. ?userId= picks
 * the student (the student page links here).
 */
export default function NotifyRoute() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const [search] = useSearchParams();
  const preset = Number(search.get('userId')) || undefined;
  const [kind, setKind] = useState<Kind>('student');
  const [studentId, setStudentId] = useState<number | undefined>(preset);
  const [studentQuery, setStudentQuery] = useState('');
  const [advisorId, setAdvisorId] = useState<number | undefined>(isAdmin ? undefined : user?.userId);
  const [communityId, setCommunityId] = useState<number | undefined>();
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ message?: string; link?: string }>({});
  const [sent, setSent] = useState<string | null>(null);
  const students = useStaffStudents({ q: studentQuery || undefined, sort: 'name', order: 'asc', page: 1 });
  const advisors = useAdvisors(isAdmin);
  const communities = useCommunityOptions(isAdmin);
  const send = useSendNotification();
  const confirm = useConfirm();
  const audienceId = useId();
  if (!user) return null;

  const audience = (): { value: NotifyAudience; label: string } | string => {
    if (kind === 'student') {
      const student = students.data?.items.find((s) => s.userId === studentId);
      if (!studentId) return 'Choose the student.';
      return { value: { kind, userId: studentId }, label: student ? student.name : `student #${studentId}` };
    }
    if (kind === 'advisorStudents') {
      if (!advisorId) return 'Choose the advisor.';
      const advisor = isAdmin ? advisors.data?.find((a) => a.userId === advisorId)?.name : null;
      return {
        value: { kind, advisorId },
        label: advisor ? `all students of ${advisor}` : 'all your students',
      };
    }
    if (!communityId) return 'Choose the community.';
    const community = communities.data?.find((c) => c.communityId === communityId);
    return {
      value: { kind, communityId },
      label: `every member of ${community?.communityName ?? 'the community'}`,
    };
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setFieldErrors({});
    setSent(null);
    const target = audience();
    if (typeof target === 'string') return setFormError(target);
    if (!message.trim()) return setFieldErrors({ message: CONSOLE_MESSAGES.messageRequired });
    if (
      !(await confirm({
        title: 'Send notification',
        message: `Send this to ${target.label}?`,
        confirmLabel: 'Send',
      }))
    )
      return;
    try {
      const answer = await send.mutateAsync({
        audience: target.value,
        message: message.trim(),
        link: link.trim() || null,
      });
      const count = answer.data.sent;
      toast.success(answer.message);
      setSent(`Sent to ${count} ${count === 1 ? 'person' : 'people'}.`);
      setMessage('');
      setLink('');
    } catch (err) {
      setFieldErrors(serverFieldErrors(err, ['message', 'link']));
      setFormError(serverMessage(err) ?? 'The notification could not be sent. Please try again.');
    }
  };

  const kinds: Array<[Kind, string]> = [
    ['student', 'One student'],
    ['advisorStudents', isAdmin ? "An advisor's students" : 'All my students'],
    ...(isAdmin ? [['community', 'A community'] as [Kind, string]] : []),
  ];

  return (
    <>
      <PageTitle>Notify</PageTitle>
      <Panel title="New notification" className="max-w-2xl">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormAlert>{formError}</FormAlert>
          <FormAlert tone="success">{sent}</FormAlert>
          <fieldset>
            <legend id={audienceId} className="text-sm font-medium text-ink-secondary">
              To
            </legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {kinds.map(([value, label]) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-line px-2.5 py-1.5 has-[:checked]:border-primary has-[:checked]:bg-primary-light"
                >
                  <input
                    type="radio"
                    name="audience"
                    value={value}
                    checked={kind === value}
                    onChange={() => setKind(value)}
                    className="accent-[var(--color-primary-dark)]"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>

          {kind === 'student' && (
            <div className="flex flex-col gap-2">
              <SearchInput
                label="Find the student"
                placeholder="Name or email"
                value={studentQuery}
                onSearch={setStudentQuery}
              />
              <SelectField
                label="Student"
                value={studentId ?? ''}
                onChange={(event) => setStudentId(Number(event.target.value) || undefined)}
              >
                <option value="">Choose a student</option>
                {preset && !students.data?.items.some((s) => s.userId === preset) && (
                  <option value={preset}>Student #{preset}</option>
                )}
                {students.data?.items.map((student) => (
                  <option key={student.userId} value={student.userId}>
                    {student.name} ({student.email})
                  </option>
                ))}
              </SelectField>
            </div>
          )}
          {kind === 'advisorStudents' && isAdmin && (
            <SelectField
              label="Advisor"
              value={advisorId ?? ''}
              onChange={(event) => setAdvisorId(Number(event.target.value) || undefined)}
            >
              <option value="">Choose an advisor</option>
              {advisors.data?.map((advisor) => (
                <option key={advisor.userId} value={advisor.userId}>
                  {advisor.name} ({advisor.studentCount} students)
                </option>
              ))}
            </SelectField>
          )}
          {kind === 'community' && (
            <SelectField
              label="Community"
              value={communityId ?? ''}
              onChange={(event) => setCommunityId(Number(event.target.value) || undefined)}
            >
              <option value="">Choose a community</option>
              {communities.data?.map((community) => (
                <option key={community.communityId} value={community.communityId}>
                  {community.communityName} ({community.memberCount} members)
                </option>
              ))}
            </SelectField>
          )}

          <TextAreaField
            label="Message"
            rows={4}
            maxLength={MESSAGE_MAX}
            value={message}
            error={fieldErrors.message}
            onChange={(event) => setMessage(event.target.value)}
          />
          <TextField
            label="Link (optional)"
            placeholder="/timeline"
            hint="A page of this site the notification opens, starting with /"
            value={link}
            error={fieldErrors.link}
            onChange={(event) => setLink(event.target.value)}
          />
          <Button type="submit" className="self-start" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send notification'}
          </Button>
        </form>
      </Panel>
    </>
  );
}
