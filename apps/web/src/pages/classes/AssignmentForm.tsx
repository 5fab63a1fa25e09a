import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../api/ApiRequestError';
import { showIssuesOnFields, sortIssuesByField } from '../../api/fieldIssues';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Select } from '../../components/ui/Select';
import { ProblemPicker } from '../admin/contests/ProblemPicker';
import { type AssignmentFormValues, assignmentFormResolver } from './assignmentFormValues';

/**
 * Every field of an assignment. The contract's schema checks it before anything is sent; what
 * the server refuses anyway lands on the field its issue names, the rest above the buttons.
 */
export function AssignmentForm({
  initialValues,
  submitLabel,
  busyLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  initialValues: AssignmentFormValues;
  submitLabel: string;
  busyLabel: string;
  saving: boolean;
  error: unknown;
  onSubmit: (values: AssignmentFormValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<AssignmentFormValues>({
    defaultValues: initialValues,
    resolver: assignmentFormResolver,
  });
  const { register, handleSubmit, control, watch, formState } = form;
  const errors = formState.errors;
  const latePolicy = watch('latePolicy');

  useEffect(() => {
    if (error) showIssuesOnFields(error, form);
  }, [error, form]);
  const { onFields } = error
    ? sortIssuesByField(error, form.getValues())
    : { onFields: [] as unknown[] };
  const generalError = error && onFields.length === 0 ? errorMessage(error) : null;
  const latePolicyError = errors.penalty?.message ?? errors.latePolicy?.message;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <Input label="Title" error={errors.title?.message} {...register('title')} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Input
          label="Opens at"
          type="datetime-local"
          error={errors.opensAt?.message}
          {...register('opensAt')}
        />
        <Input
          label="Due at"
          type="datetime-local"
          error={errors.dueAt?.message}
          {...register('dueAt')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select label="Late solves" {...register('latePolicy')}>
          <option value="none">Score nothing</option>
          <option value="penalty">Count with a penalty</option>
        </Select>
        {latePolicy === 'penalty' ? (
          <Input
            label="Penalty (% lost by a late solve)"
            type="number"
            min={0}
            max={100}
            step={1}
            error={latePolicyError}
            {...register('penalty')}
          />
        ) : latePolicyError ? (
          <Alert>{latePolicyError}</Alert>
        ) : (
          <div />
        )}
      </div>
      <Controller
        control={control}
        name="problemIds"
        render={({ field }) => (
          <ProblemPicker
            value={field.value}
            onChange={field.onChange}
            error={errors.problemIds?.message ?? errors.problemIds?.root?.message}
          />
        )}
      />
      {generalError ? <Alert>{generalError}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? busyLabel : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
