import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { tokenFromHash, useVerifyEmail } from '../../auth/accountsApi';
import { Alert } from '../../components/ui/Alert';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { AuthLayout } from './AuthLayout';

/** The page a confirmation link opens (`/verify-email#token=…`): confirms, then signs in. */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm E-mail');
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Once per link, even when React runs effects twice (development): the token works once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  return (
    <AuthLayout
      title="Confirm E-mail"
      subtitle="One click and your account is ready."
      footer={
        <Link to="/login" className="font-semibold text-accent hover:underline">
          Login
        </Link>
      }
    >
      {!token ? (
        <Alert>This link is invalid or has expired</Alert>
      ) : verify.isError ? (
        <Alert>{errorMessage(verify.error)}</Alert>
      ) : verify.isSuccess ? (
        <div className="flex flex-col gap-5">
          <Alert tone="info">{verify.data.message}</Alert>
          <Link to="/problems" className={buttonClasses('primary', 'lg', 'w-full')}>
            Start Solving
          </Link>
        </div>
      ) : (
        <p role="status" className="text-sm text-muted">
          Confirming your address...
        </p>
      )}
    </AuthLayout>
  );
}
