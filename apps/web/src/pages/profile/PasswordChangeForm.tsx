import { type ChangePasswordRequest, changePasswordRequestSchema } from '@grindstone/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../api/ApiRequestError';
import { showIssuesOnFields, sortIssuesByField } from '../../api/fieldIssues';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { useChangePassword } from '../../profile/queries';

// The server's rules plus a typing check only the form needs: the confirmation must match.
const passwordFormSchema = changePasswordRequestSchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type PasswordFormValues = ChangePasswordRequest & { confirmPassword: string };

/** Changing the password signs out the user's other sessions; this one stays signed in. */
export function PasswordChangeForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
    } catch (error) {
      // A wrong current password belongs next to its field.
      showIssuesOnFields(error, { getValues, setError });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-labelledby="password-heading"
    >
      <h2 id="password-heading" className="text-lg font-semibold text-fg">
        Change Password
      </h2>
      {change.isSuccess ? <Alert tone="info">{change.data.message}</Alert> : null}
      {change.isError && sortIssuesByField(change.error, getValues()).onFields.length === 0 ? (
        <Alert>{errorMessage(change.error)}</Alert>
      ) : null}
      <PasswordInput
        label="Current Password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordInput
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" variant="secondary" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
