import {
  type CheckerProtocol,
  checkerFileNameSchema,
  type ProblemInput,
} from '@grindstone/contract';
import { useState } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import type { ProblemFormValues } from './formValues';

// The contract's limits (customCheckerSchema), checked before a file is read so that a file the
// server would refuse is never loaded into the page.
const MAX_SOURCE_BYTES = 512 * 1024;
const MAX_HEADER_BYTES = 1024 * 1024;
const MAX_HEADERS = 20;

const protocolLabels: Record<CheckerProtocol, string> = {
  testlib: 'testlib checker (input, output, answer; exit 0 accepts)',
  kattis: 'Kattis output validator (exit 42 accepts, 43 rejects)',
};

const fileInputClasses =
  'text-sm text-muted file:mr-3 file:rounded-md file:border-0 file:bg-raised file:px-3 file:py-1.5 file:text-fg';

type FormControl = Control<ProblemFormValues, unknown, ProblemInput>;
type CheckerErrors = FieldErrors<ProblemFormValues>['customChecker'];

/**
 * The program of a `custom` checker: its protocol, its C++ source, the headers it includes and
 * any extra arguments. Shown while the Checker select says "Custom program (C++)".
 */
export function CustomCheckerFields({
  control,
  register,
  setValue,
  errors,
}: {
  control: FormControl;
  register: UseFormRegister<ProblemFormValues>;
  setValue: UseFormSetValue<ProblemFormValues>;
  errors: CheckerErrors;
}) {
  // Typed as one error per file name; the resolver gives the headers a single message.
  const headersError = (errors?.files as { message?: string } | undefined)?.message;
  const protocol = useWatch({ control, name: 'customChecker.protocol' });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        The checker is compiled once and run in the sandbox after every test the learner's program
        finishes. With <code>#include "grindstone_checker.h"</code> it can read tokens and give its
        answer with <code>checker::wrong(...)</code> or <code>checker::accept()</code>, whichever
        protocol it follows. A checker that does not compile, crashes or exits with FAIL is a fault
        of the problem, not of the submission: saving reports it to you, and it never becomes a
        learner's verdict.
      </p>
      <Select
        label="Protocol"
        error={errors?.protocol?.message}
        {...register('customChecker.protocol')}
      >
        {(Object.keys(protocolLabels) as CheckerProtocol[]).map((protocol) => (
          <option key={protocol} value={protocol}>
            {protocolLabels[protocol]}
          </option>
        ))}
      </Select>
      {protocol === 'kattis' ? (
        <label className="flex items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            {...register('customChecker.interactive')}
          />
          Interactive: the validator talks to the program on its stdin and stdout (exit 42 accepts,
          43 rejects) instead of reading its output
        </label>
      ) : null}
      <CheckerSourceField register={register} setValue={setValue} error={errors?.source?.message} />
      <CheckerHeaderFields control={control} setValue={setValue} error={headersError} />
      <Input
        label="Extra arguments"
        placeholder="Optional; separated by spaces"
        error={errors?.args?.message}
        {...register('customChecker.args')}
      />
    </div>
  );
}

/** The source textarea, which a file can fill. */
function CheckerSourceField({
  register,
  setValue,
  error,
}: {
  register: UseFormRegister<ProblemFormValues>;
  setValue: UseFormSetValue<ProblemFormValues>;
  error: string | undefined;
}) {
  const [fileError, setFileError] = useState<string | null>(null);

  const loadFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, after editing the text, loads it again.
    input.value = '';
    if (!file) return;
    if (file.size > MAX_SOURCE_BYTES) {
      setFileError(`${file.name} is larger than 512 KB, the most a checker's source may be.`);
      return;
    }
    try {
      const source = await file.text();
      setValue('customChecker.source', source, { shouldDirty: true, shouldValidate: true });
      setFileError(null);
    } catch {
      setFileError(`Could not read ${file.name}.`);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Textarea
        mono
        className="min-h-60"
        label="Checker source (C++)"
        error={error}
        {...register('customChecker.source')}
      />
      <Field label="Load from file" error={fileError ?? undefined}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".cpp,.cc,.cxx,.c,.h"
            className={fileInputClasses}
            onChange={(event) => void loadFile(event.currentTarget)}
          />
        )}
      </Field>
    </div>
  );
}

/** Why a chosen header cannot be added to `files`, or undefined when it can. */
function headerRefusal(file: File, files: ReadonlyMap<string, string>): string | undefined {
  if (!checkerFileNameSchema.safeParse(file.name).success) {
    return `${file.name} was not added: a header's name uses letters, digits and _ . - only, does not start with . or -, and is at most 100 characters.`;
  }
  if (file.size > MAX_HEADER_BYTES) return `${file.name} was not added: it is larger than 1 MB.`;
  if (!files.has(file.name) && files.size >= MAX_HEADERS) {
    return `${file.name} was not added: a checker has at most ${MAX_HEADERS} headers.`;
  }
  return undefined;
}

/** Rounded up to a tenth, so that a small header never reads as 0.0 KB. */
const kilobytes = (text: string) =>
  (Math.ceil(new TextEncoder().encode(text).length / 102.4) / 10).toFixed(1);

/** The headers the source includes by name: listed, added from files, removed. */
function CheckerHeaderFields({
  control,
  setValue,
  error,
}: {
  control: FormControl;
  setValue: UseFormSetValue<ProblemFormValues>;
  error: string | undefined;
}) {
  const files = useWatch({ control, name: 'customChecker.files' }) ?? {};
  const [refusals, setRefusals] = useState<string[]>([]);
  const names = Object.keys(files);

  const saveFiles = (next: Map<string, string>) =>
    // Built from entries so that any name the contract allows stays an ordinary key.
    setValue('customChecker.files', Object.fromEntries(next), { shouldDirty: true });

  const addFiles = async (input: HTMLInputElement) => {
    const chosen = [...(input.files ?? [])];
    input.value = '';
    const next = new Map(Object.entries(files));
    const problems: string[] = [];
    for (const file of chosen) {
      const refusal = headerRefusal(file, next);
      if (refusal) {
        problems.push(refusal);
        continue;
      }
      try {
        next.set(file.name, await file.text());
      } catch {
        problems.push(`${file.name} was not added: it could not be read.`);
      }
    }
    saveFiles(next);
    setRefusals(problems);
  };

  const remove = (name: string) => {
    const next = new Map(Object.entries(files));
    next.delete(name);
    saveFiles(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-fg">Headers</h3>
      {names.length === 0 ? (
        <p className="text-sm text-muted">
          None. <code>grindstone_checker.h</code> is always there without adding it.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {names.map((name) => (
            <li key={name} className="flex items-center gap-3 text-sm text-fg">
              <span className="font-mono">{name}</span>
              <span className="text-muted">{kilobytes(files[name] ?? '')} KB</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove ${name}`}
                onClick={() => remove(name)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Field label="Add header files" error={refusals.length > 0 ? refusals.join(' ') : error}>
        {(fieldControl) => (
          <input
            {...fieldControl}
            type="file"
            multiple
            accept=".h,.hpp,.hh,.hxx"
            className={fileInputClasses}
            onChange={(event) => void addFiles(event.currentTarget)}
          />
        )}
      </Field>
    </div>
  );
}
