import { accountMessages } from '@grindstone/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import {
  exportUrl,
  oidcStartUrl,
  useAuthProviders,
  useDeleteAccount,
} from '../../auth/accountsApi';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Modal } from '../../components/ui/Modal';
import { PasswordInput } from '../../components/ui/PasswordInput';

/**
 * The owner's own data: download all of it as JSON, or delete the account. Deleting asks once
 * more, in a dialog, for the password (an account that signs in only with the provider has
 * none: the server then wants a sign-in of the last 10 minutes, and the dialog offers one).
 */
export function AccountDataSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="account-data-heading" className="flex flex-col gap-4">
      <h2 id="account-data-heading" className="text-lg font-semibold text-fg">
        Your Data
      </h2>
      <p className="text-sm text-muted">
        Download everything you made here (profile, submissions with their code, posts, lists,
        notes, reviews, contests and classes) as one JSON file, or delete your account.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={exportUrl} download className={buttonClasses('secondary', 'md')}>
          Download My Data
        </a>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
      </div>
      {confirming ? <DeleteAccountDialog onClose={() => setConfirming(false)} /> : null}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const provider = useAuthProviders().data?.oidc;
  const needsSignIn =
    remove.isError && errorMessage(remove.error) === accountMessages.deleteNeedsRecentSignIn;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await remove.mutateAsync(password ? { password } : {});
      navigate('/', { replace: true });
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  };

  return (
    <Modal title="Delete your account?" onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-fg">
          This cannot be undone. Your profile, lists, notes and reviews are deleted and you leave
          your classes. Your forum posts stay, signed &ldquo;deleted user&rdquo;.
        </p>
        {remove.isError && !needsSignIn ? <Alert>{errorMessage(remove.error)}</Alert> : null}
        {needsSignIn ? (
          <Alert tone="info">
            {accountMessages.deleteNeedsRecentSignIn}{' '}
            {provider ? (
              <a
                href={oidcStartUrl(window.location.pathname)}
                className="font-semibold text-accent hover:underline"
              >
                Sign in with {provider.name}
              </a>
            ) : null}
          </Alert>
        ) : null}
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          placeholder="Leave empty if you sign in with a provider only"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? 'Deleting...' : 'Delete My Account'}
        </Button>
      </form>
    </Modal>
  );
}
