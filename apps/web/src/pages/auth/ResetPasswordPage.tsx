import { loginRequestSchema } from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { tokenFromHash, useResetPassword } from '../../auth/accountsApi';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { AuthLayout } from './AuthLayout';

// The signup rule for the new password, and the typing check only the form needs.
const resetFormSchema = z
  .object({ password: loginRequestSchema.shape.password, confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type ResetFormValues = z.infer<typeof resetFormSchema>;

const askAgain = (
  <Link to="/forgot-password" className="font-semibold text-accent hover:underline">
    Ask for a new link
  </Link>
);

/** The page a reset link opens (`/reset-password#token=…`): a new password, then signed in. */
export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const navigate = useNavigate();
  // Read once: the fragment never reaches a server, and nothing later changes it.
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
      navigate('/problems', { replace: true });
    } catch {
      // Shown below from the mutation's error.
    }
  });

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password." footer={askAgain}>
      {!token ? (
        <Alert>This link is invalid or has expired</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {reset.isError ? <Alert>{errorMessage(reset.error)}</Alert> : null}
          <PasswordInput
            label="New Password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" disabled={reset.isPending} className="mt-1 w-full">
            {reset.isPending ? 'Saving...' : 'Set New Password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
