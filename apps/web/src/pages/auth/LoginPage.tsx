import { type LoginRequest, loginRequestSchema } from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { useAuthProviders } from '../../auth/accountsApi';
import { returnPathFrom, returnState } from '../../auth/returnPath';
import { OrDivider, SsoButton } from '../../auth/SsoButton';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { AuthLayout } from './AuthLayout';

export function LoginPage() {
  useDocumentTitle('Login');
  const { login, error, clearError } = useAuth();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().state) ?? '/';
  const providers = useAuthProviders().data;
  // The server sends a refused single sign-on back here with ?error=sso-failed.
  const ssoFailed = useSearchParams()[0].get('error') === 'sso-failed';
  const passwordOn = providers?.password ?? true;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { emailId: '', password: '' },
  });

  // An error left over from another screen does not belong here.
  useEffect(() => clearError(), [clearError]);

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await login(credentials);
      navigate(returnTo, { replace: true });
    } catch {
      // The message is in the auth state and shown below.
    }
  });

  return (
    <AuthLayout
      title="Login"
      subtitle="Welcome back. Pick up where you left off."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link
            to="/signup"
            state={returnTo === '/' ? undefined : returnState(returnTo)}
            className="font-semibold text-accent hover:underline"
          >
            Sign Up
          </Link>
        </>
      }
    >
      {ssoFailed ? (
        <Alert className="mb-5">
          Signing in with {providers?.oidc?.name ?? 'your provider'} did not work. Please try again.
        </Alert>
      ) : null}
      {providers?.oidc ? (
        <div className="mb-5 flex flex-col gap-5">
          <SsoButton name={providers.oidc.name} returnTo={returnTo} />
          {passwordOn ? <OrDivider /> : null}
        </div>
      ) : null}
      {passwordOn ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {error ? <Alert>{error}</Alert> : null}
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={errors.emailId?.message}
            {...register('emailId')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            placeholder="At least 8 characters"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
            {isSubmitting ? 'Logging in...' : 'Login'}
          </Button>
          <Link
            to="/forgot-password"
            className="self-center text-sm font-semibold text-accent hover:underline"
          >
            Forgot password?
          </Link>
        </form>
      ) : null}
    </AuthLayout>
  );
}
