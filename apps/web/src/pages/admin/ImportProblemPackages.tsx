import { PROBLEM_PACKAGE_ZIP_LIMIT_BYTES, type ProblemImportResult } from '@grindstone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../api/ApiRequestError';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { importProblemPackages } from '../../problems/problemsApi';
import { problemKeys } from '../../problems/queries';

const limitMb = PROBLEM_PACKAGE_ZIP_LIMIT_BYTES / (1024 * 1024);

type ImportState =
  | { step: 'idle' }
  | { step: 'importing' }
  | { step: 'done'; result: ProblemImportResult }
  | { step: 'failed'; message: string };

/**
 * The other way to create problems: upload a zip of problem packages (docs/problem-format.md),
 * e.g. one exported from another Grindstone. The server judges every reference solution first
 * and saves nothing from a zip with a failing package.
 */
export function ImportProblemPackages() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const tooLarge = file !== null && file.size > PROBLEM_PACKAGE_ZIP_LIMIT_BYTES;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setState({ step: 'idle' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || tooLarge) return;
    setState({ step: 'importing' });
    try {
      const result = await importProblemPackages(file);
      await queryClient.invalidateQueries({ queryKey: problemKeys.all });
      setState({ step: 'done', result });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  };

  const importing = state.step === 'importing';
  return (
    <Card className="mb-8">
      <h2 className="text-lg font-semibold text-fg">Import problem packages</h2>
      <p className="mt-1 text-sm text-muted">
        A .zip of one or more problem folders (problem.json, statement, tests, solutions). Every
        reference solution is judged before anything is saved; a slug that already exists is
        updated.
      </p>
      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={(e) => void onSubmit(e)}>
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-fg">
            Package zip (up to {limitMb} MB)
          </label>
          <input
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            disabled={importing}
            className="text-sm text-muted file:mr-3 file:rounded-md file:border-0 file:bg-raised file:px-3 file:py-1.5 file:text-fg"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </div>
        <Button type="submit" disabled={!file || tooLarge || importing}>
          {importing ? 'Importing...' : 'Import'}
        </Button>
      </form>
      {importing ? (
        <p className="mt-3 text-sm text-muted" role="status">
          Judging the reference solutions; large packages take a minute.
        </p>
      ) : null}
      {state.step === 'done' ? (
        <Alert tone="info" className="mt-4">
          <p>{state.result.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {state.result.imported.map(({ slug, created }) => (
              <li key={slug}>
                {slug} — {created ? 'created' : 'updated'}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {tooLarge ? <Alert className="mt-4">The zip is larger than {limitMb} MB.</Alert> : null}
      {state.step === 'failed' ? (
        <Alert className="mt-4">
          <p className="whitespace-pre-wrap">{state.message}</p>
        </Alert>
      ) : null}
    </Card>
  );
}
