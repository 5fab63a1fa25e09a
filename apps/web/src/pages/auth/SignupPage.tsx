import { type RegisterRequest, registerRequestSchema } from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { useAuthProviders, useRegisterPending } from '../../auth/accountsApi';
import { returnPathFrom, returnState } from '../../auth/returnPath';
import { OrDivider, SsoButton } from '../../auth/SsoButton';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { AuthLayout } from './AuthLayout';

export function SignupPage() {
  useDocumentTitle('Sign Up');
  const { register: registerUser, error, clearError } = useAuth();
  const navigate = useNavigate();
  // Where a login link was taking the visitor (a class's join link, a problem): signing up
  // instead of logging in still ends there.
  const returnTo = returnPathFrom(useLocation().state) ?? '/';
  const providers = useAuthProviders().data;
  const passwordOn = providers?.password ?? true;
  // With e-mail confirmation on, register answers "check your e-mail" and starts no session.
  const pending = useRegisterPending();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { firstName: '', emailId: '', password: '' },
  });

  // An error left over from another screen does not belong here.
  useEffect(() => clearError(), [clearError]);

  const onSubmit = handleSubmit(async (details) => {
    try {
      if (providers?.emailVerification) {
        await pending.mutateAsync(details);
        return;
      }
      await registerUser(details);
      navigate(returnTo, { replace: true });
    } catch {
      // The message is in the auth state and shown below.
    }
  });

  return (
    <AuthLayout
      title="Sign Up"
      subtitle="Create your free account and start solving."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            state={returnTo === '/' ? undefined : returnState(returnTo)}
            className="font-semibold text-accent hover:underline"
          >
            Login
          </Link>
        </>
      }
    >
      {providers?.oidc ? (
        <div className="mb-5 flex flex-col gap-5">
          <SsoButton name={providers.oidc.name} returnTo={returnTo} />
          {passwordOn ? <OrDivider /> : null}
        </div>
      ) : null}
      {pending.isSuccess ? (
        <Alert tone="info">{pending.data.message}</Alert>
      ) : passwordOn ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {error ? <Alert>{error}</Alert> : null}
          {pending.isError ? <Alert>{errorMessage(pending.error)}</Alert> : null}
          <Input
            label="First Name"
            autoComplete="given-name"
            placeholder="Ada"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
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
            autoComplete="new-password"
            placeholder="At least 8 characters"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
            {isSubmitting ? 'Signing Up...' : 'Sign Up'}
          </Button>
        </form>
      ) : null}
    </AuthLayout>
  );
}
