import type { ProblemInput } from '@grindstone/contract';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Textarea } from '../../../components/ui/Textarea';
import type { ProblemFormValues } from './formValues';
import { TestTextField } from './TestTextField';

/**
 * Visible (input, output, explanation) or hidden (input, output) tests, each addable and
 * removable; a large input or output is shown as a preview (see `TestTextField`).
 */
export function TestCaseFields({
  kind,
  control,
  register,
  setValue,
  errors,
}: {
  kind: 'visible' | 'hidden';
  control: Control<ProblemFormValues, unknown, ProblemInput>;
  register: UseFormRegister<ProblemFormValues>;
  setValue: UseFormSetValue<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>;
}) {
  const name = kind === 'visible' ? 'visibleTestCases' : 'hiddenTestCases';
  const { fields, append, remove } = useFieldArray({ control, name });
  const listErrors = errors[name];
  const title = kind === 'visible' ? 'Visible Test Cases' : 'Hidden Test Cases';
  const caseLabel = kind === 'visible' ? 'Visible case' : 'Hidden case';

  return (
    <fieldset className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <legend className="text-base font-semibold text-fg">{title}</legend>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            kind === 'visible'
              ? append({ input: '', output: '', explanation: '' } as never)
              : append({ input: '', output: '' } as never)
          }
        >
          Add {kind === 'visible' ? 'Visible' : 'Hidden'} Case
        </Button>
      </div>
      {listErrors?.message || listErrors?.root?.message ? (
        <p className="text-sm text-danger">{listErrors.message ?? listErrors.root?.message}</p>
      ) : null}
      {fields.map((field, index) => {
        const itemErrors = (
          listErrors as Record<number, Record<string, { message?: string }>> | undefined
        )?.[index];
        return (
          <div key={field.id} className="flex flex-col gap-3 rounded-lg border border-border p-3">
            <div className="flex items-center justify-between">
              <h4 className="text-sm font-semibold text-muted">
                {caseLabel} {index + 1}
              </h4>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(index)}
                aria-label={`Remove ${caseLabel.toLowerCase()} ${index + 1}`}
              >
                Remove
              </Button>
            </div>
            <div className="grid gap-3 md:grid-cols-2">
              {(['input', 'output'] as const).map((part) => (
                <TestTextField
                  key={part}
                  name={`${name}.${index}.${part}`}
                  label={`${caseLabel} ${index + 1} ${part}`}
                  error={itemErrors?.[part]?.message}
                  control={control}
                  register={register}
                  setValue={setValue}
                />
              ))}
            </div>
            {kind === 'visible' ? (
              <Textarea
                label={`${caseLabel} ${index + 1} explanation`}
                className="min-h-16"
                error={itemErrors?.explanation?.message}
                {...register(`visibleTestCases.${index}.explanation`)}
              />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
