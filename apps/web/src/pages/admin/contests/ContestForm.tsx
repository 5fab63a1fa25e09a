import { contestScorings } from '@grindstone/contract';
import { type ReactNode, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/ApiRequestError';
import { showIssuesOnFields, sortIssuesByField } from '../../../api/fieldIssues';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { scoringRules } from '../../../contests/scoring';
import { type ContestFormValues, contestFormResolver } from './contestFormValues';
import { ProblemPicker } from './ProblemPicker';

/**
 * Every field of a contest. The contract's schema checks it before anything is sent; what the
 * server refuses anyway lands on the field its issue names, the rest above the buttons.
 */
export function ContestForm({
  initialValues,
  submitLabel,
  busyLabel,
  saving,
  error,
  onSubmit,
  extraActions,
}: {
  initialValues: ContestFormValues;
  submitLabel: string;
  busyLabel: string;
  saving: boolean;
  error: unknown;
  onSubmit: (values: ContestFormValues) => void;
  extraActions?: ReactNode;
}) {
  const form = useForm<ContestFormValues>({
    defaultValues: initialValues,
    resolver: contestFormResolver,
  });
  const { register, handleSubmit, control, watch, formState } = form;
  const errors = formState.errors;
  const visibility = watch('visibility');
  const scoring = watch('scoring');

  useEffect(() => {
    if (error) showIssuesOnFields(error, form);
  }, [error, form]);
  const { onFields } = error
    ? sortIssuesByField(error, form.getValues())
    : { onFields: [] as unknown[] };
  const generalError = error && onFields.length === 0 ? errorMessage(error) : null;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-5">
      <Input label="Title" error={errors.title?.message} {...register('title')} />
      <Textarea
        label="Description (Markdown)"
        rows={6}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Input
          label="Starts at"
          type="datetime-local"
          error={errors.startsAt?.message}
          {...register('startsAt')}
        />
        <Input
          label="Ends at"
          type="datetime-local"
          error={errors.endsAt?.message}
          {...register('endsAt')}
        />
        <Input
          label="Board freezes at (optional)"
          type="datetime-local"
          error={errors.freezeAt?.message}
          {...register('freezeAt')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <Select label="Scoring" error={errors.scoring?.message} {...register('scoring')}>
            {contestScorings.map((option) => (
              <option key={option} value={option}>
                {scoringRules[option].name} ({scoringRules[option].rule})
              </option>
            ))}
          </Select>
        </div>
        <Input
          // Kept under IOI so switching back loses nothing; the label says it has no effect there.
          label={
            scoring === 'ioi'
              ? 'Penalty minutes (IOI scoring ignores them)'
              : 'Penalty minutes per rejected try'
          }
          type="number"
          min={0}
          max={240}
          error={errors.penaltyMinutes?.message}
          {...register('penaltyMinutes')}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Select label="Visibility" error={errors.visibility?.message} {...register('visibility')}>
          <option value="public">Public</option>
          <option value="private">Private (join code)</option>
        </Select>
        {visibility === 'private' ? (
          <Input
            label="Join code (empty: one is made up)"
            autoComplete="off"
            error={errors.joinCode?.message}
            {...register('joinCode')}
          />
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm text-fg">
        <input type="checkbox" className="size-4 accent-accent" {...register('rated')} />
        Rated: finalising the contest updates the participants' ratings
      </label>
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
        {extraActions}
      </div>
    </form>
  );
}
