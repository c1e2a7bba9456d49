import { ACCOUNT_MESSAGES } from '@edupath/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { serverMessage } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { AuthCard } from '../../auth/index';
import { accountKeys } from '../api/keys';
import { verifyEmail } from '../api/verify-email';
import { useOnce } from '../components/use-once';

/** /verify-email?token=: the link from the sign-up email (docs/email.md, "Verification"). */
export default function VerifyEmailRoute() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const queryClient = useQueryClient();
  const action = useCallback(async () => {
    const { message } = await verifyEmail(token);
    await queryClient.invalidateQueries({ queryKey: accountKeys.emailStatus });
    // A link followed a second time: 'already verified' (docs/email.md, "Verification").
    return message === ACCOUNT_MESSAGES.alreadyVerified ? message : ACCOUNT_MESSAGES.verified;
  }, [token, queryClient]);
  const state = useOnce(action);

  return (
    <AuthCard title="Verify your email">
      {state.status === 'pending' && <Spinner />}
      {state.status === 'done' && <FormAlert tone="success">{state.value}</FormAlert>}
      {state.status === 'failed' && (
        <FormAlert>{serverMessage(state.error) ?? ACCOUNT_MESSAGES.tokenInvalid}</FormAlert>
      )}
      {state.status !== 'pending' && (
        <Link to={paths.home} className="mt-4 block text-sm font-medium text-primary-dark hover:underline">
          Continue to EduPath
        </Link>
      )}
    </AuthCard>
  );
}
