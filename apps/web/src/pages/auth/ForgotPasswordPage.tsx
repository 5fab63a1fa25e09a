import { type ForgotPasswordRequest, forgotPasswordRequestSchema } from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuthProviders, useForgotPassword } from '../../auth/accountsApi';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { AuthLayout } from './AuthLayout';

const backToLogin = (
  <>
    Remembered it?{' '}
    <Link to="/login" className="font-semibold text-accent hover:underline">
      Login
    </Link>
  </>
);

/**
 * "Forgot password?": the server mails a link when the address has an account, and answers the
 * same either way, so the page says "if an account exists" and never more.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const providers = useAuthProviders().data;
  const send = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { emailId: '' },
  });
  const onSubmit = handleSubmit((body) => send.mutateAsync(body).catch(() => undefined));

  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="We will e-mail you a link to choose a new password."
      footer={backToLogin}
    >
      {providers && !providers.passwordReset ? (
        <Alert tone="info">
          Password reset by e-mail is not set up on this server. Ask an administrator for a reset
          link.
        </Alert>
      ) : send.isSuccess ? (
        <Alert tone="info">{send.data.message}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.emailId?.message}
            {...register('emailId')}
          />
          <Button type="submit" size="lg" disabled={send.isPending} className="mt-1 w-full">
            {send.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
