import type { ProblemInput } from '@grindstone/contract';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Input } from '../../../components/ui/Input';
import type { ProblemFormValues } from './formValues';
import {
  coverageLines,
  groupListErrorType,
  groupListMessages,
  MAX_GROUP_NAME,
  MAX_TEST_GROUPS,
  pointsInAll,
} from './testGroups';

type ListError = { message?: string; type?: string; root?: { message?: string; type?: string } };

/**
 * The subtasks: groups over the hidden tests in order, each with a name, its points and how many
 * of the following hidden tests it takes; under them, which tests each covers, the total, and
 * what does not add up (live, from the hidden tests the form has now).
 */
export function TestGroupFields({
  control,
  register,
  errors,
}: {
  control: Control<ProblemFormValues, unknown, ProblemInput>;
  register: UseFormRegister<ProblemFormValues>;
  errors: FieldErrors<ProblemFormValues>['testGroups'];
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'testGroups' });
  const groups = useWatch({ control, name: 'testGroups' }) ?? [];
  const hiddenTests = useWatch({
    control,
    name: 'hiddenTestCases',
    compute: (tests) => tests?.length ?? 0,
  });

  const listError = errors as ListError | undefined;
  // The resolver's list messages are the live ones below; once they refused a save, they show as
  // errors. Anything else (the server's word on the groups) shows as it came.
  const shownListError = [listError, listError?.root].find((error) => error?.message !== undefined);
  const refused = shownListError?.type === groupListErrorType;
  const otherListError = refused ? undefined : shownListError?.message;
  const liveMessages = groupListMessages(groups, hiddenTests);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Subtasks split the hidden tests, in order, into groups: the first group takes the first
        hidden tests, the next group the ones after them, and so on. A group's points count only
        when every one of its tests passes. Without groups, a problem is simply solved or not.
      </p>
      {otherListError ? <p className="text-sm text-danger">{otherListError}</p> : null}
      {fields.map((field, index) => {
        const rowErrors = (
          errors as Record<number, Record<string, { message?: string }> | undefined> | undefined
        )?.[index];
        const number = index + 1;
        return (
          <fieldset
            key={field.id}
            className="grid items-start gap-3 rounded-lg border border-border p-3 md:grid-cols-[2fr_1fr_1fr_auto]"
          >
            <legend className="px-1 text-sm font-semibold text-muted">Group {number}</legend>
            <Input
              label="Group name"
              maxLength={MAX_GROUP_NAME}
              error={rowErrors?.name?.message}
              {...register(`testGroups.${index}.name`)}
            />
            <Input
              label="Points"
              inputMode="decimal"
              error={rowErrors?.points?.message}
              {...register(`testGroups.${index}.points`)}
            />
            <Input
              label="Hidden tests"
              inputMode="numeric"
              error={rowErrors?.tests?.message}
              {...register(`testGroups.${index}.tests`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="md:mt-7"
              aria-label={`Remove group ${number}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </fieldset>
        );
      })}
      {groups.length > 0 ? (
        <div className="flex flex-col gap-1 text-sm text-muted">
          <ul aria-label="Hidden tests of each group" className="flex flex-wrap gap-x-4">
            {coverageLines(groups).map((line, index) => (
              // The lines follow the rows, which may share a name while being edited.
              // biome-ignore lint/suspicious/noArrayIndexKey: one line per row, in row order
              <li key={index}>{line}</li>
            ))}
          </ul>
          <p>{pointsInAll(groups)}</p>
        </div>
      ) : null}
      {liveMessages.length > 0 ? (
        <Alert tone={refused ? 'error' : 'info'}>
          {liveMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Alert>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={fields.length >= MAX_TEST_GROUPS}
        onClick={() => append({ name: '', points: '', tests: '' })}
      >
        Add group
      </Button>
    </div>
  );
}
