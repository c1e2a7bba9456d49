import { PARENT_LINK_DAYS } from '@edupath/contract/under-18';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../../auth/index';
import { useConfirmParentLink, useParentLinkStatus } from '../api/parental-consent';

const GONE = {
  used: 'This link has already been used: the account is confirmed. There is nothing more to do.',
  expired: `This link has expired (a link works for ${PARENT_LINK_DAYS} days, and only the latest one sent). Ask your child to send you a new one from their account page.`,
  invalid: 'This link is not valid. Check that you opened the whole link from the email.',
} as const;

/**
 * /parent-consent?token=: the page a child's parent or guardian opens from the email
 * (docs/accounts.md#under-18). It says what they agree to before the button; a used, expired or
 * broken link says so instead. No account is needed.
 */
export default function ParentConsentRoute() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const status = useParentLinkStatus(token);
  const confirm = useConfirmParentLink();

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Thank you">
        <FormAlert tone="success">
          {confirm.data.message}. {confirm.data.data.studentName ?? 'Your child'} can now apply, chat with
          their advisor and upload documents.
        </FormAlert>
        <Link to={paths.home} className="mt-4 block text-sm font-medium text-primary-dark hover:underline">
          Go to EduPath
        </Link>
      </AuthCard>
    );
  }
  const state = token ? status.data?.status : 'invalid';
  if (token && status.isPending) {
    return (
      <AuthCard title="Confirm your child's account">
        <Spinner />
      </AuthCard>
    );
  }
  if (status.isError) {
    return (
      <AuthCard title="Confirm your child's account">
        <FormAlert>{serverMessage(status.error) ?? 'Could not check the link. Please try again.'}</FormAlert>
      </AuthCard>
    );
  }
  if (state !== 'usable') {
    return (
      <AuthCard title="This link no longer works">
        <FormAlert>{GONE[state ?? 'invalid']}</FormAlert>
      </AuthCard>
    );
  }
  const name = status.data?.studentName ?? 'Your child';
  return (
    <AuthCard title={`Confirm ${name}'s account`} subtitle="You were given as their parent or guardian.">
      <div className="flex flex-col gap-3 text-sm text-gray-900">
        <p>
          {name} signed up to EduPath, which helps students choose and apply to universities abroad. They told
          us they are under 18, so India's data protection law asks a parent or guardian to agree before we
          use their data.
        </p>
        <p className="font-medium">By confirming, you agree that EduPath may:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            keep {name}'s profile, education, test scores, documents, applications and chat messages, to
            advise them and prepare their applications;
          </li>
          <li>
            show them to {name}'s assigned advisor and EduPath's admins, and to a university they apply to.
          </li>
        </ul>
        <p>
          We never use a child's data for marketing or admit-chance statistics, and send them no optional
          emails. Until you confirm, {name} can only browse and shortlist courses.{' '}
          <Link to={paths.privacy} className="font-medium text-primary-dark underline">
            Read the privacy policy
          </Link>
          .
        </p>
        {confirm.isError && (
          <FormAlert>{serverMessage(confirm.error) ?? 'Could not confirm. Please try again.'}</FormAlert>
        )}
        <Button type="button" size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending ? 'Confirming...' : `I am ${name}'s parent or guardian: confirm`}
        </Button>
        <p className="text-xs text-ink-secondary">
          If you do not know {name}, close this page: nothing happens without your click.
        </p>
      </div>
    </AuthCard>
  );
}
