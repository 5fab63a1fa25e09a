import { PROBLEM_PACKAGE_ZIP_LIMIT_BYTES } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/ApiRequestError';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { useImportProblemPackages } from '../../problems/mutations';

const limitMb = PROBLEM_PACKAGE_ZIP_LIMIT_BYTES / (1024 * 1024);

/**
 * The other way to create problems: upload a zip of problem packages (docs/problem-format.md),
 * e.g. one exported from another Grindstone. The server judges every reference solution first
 * and saves nothing from a zip with a failing package.
 */
export function ImportProblemPackages() {
  const upload = useImportProblemPackages();
  const [file, setFile] = useState<File | null>(null);

  const tooLarge = file !== null && file.size > PROBLEM_PACKAGE_ZIP_LIMIT_BYTES;

  // Another file starts over: the last import's answer was about the previous one.
  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || tooLarge) return;
    upload.mutate(file);
  };

  const importing = upload.isPending;
  return (
    <Card className="mb-8">
      <h2 className="text-lg font-semibold text-fg">Import problem packages</h2>
      <p className="mt-1 text-sm text-muted">
        A .zip of one or more problem folders (problem.json, statement, tests, solutions). Every
        reference solution is judged before anything is saved; a slug that already exists is
        updated.
      </p>
      <form className="mt-4 flex flex-wrap items-end gap-3" onSubmit={onSubmit}>
        <Field label={`Package zip (up to ${limitMb} MB)`}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".zip,application/zip"
              disabled={importing}
              className="text-sm text-muted file:mr-3 file:rounded-md file:border-0 file:bg-raised file:px-3 file:py-1.5 file:text-fg"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Button type="submit" disabled={!file || tooLarge || importing}>
          {importing ? 'Importing...' : 'Import'}
        </Button>
      </form>
      {importing ? (
        <p className="mt-3 text-sm text-muted" role="status">
          Judging the reference solutions; large packages take a minute.
        </p>
      ) : null}
      {upload.isSuccess ? (
        <Alert tone="info" className="mt-4">
          <p>{upload.data.message}</p>
          <ul className="mt-1 list-disc pl-5">
            {upload.data.imported.map(({ slug, created }) => (
              <li key={slug}>
                {slug} — {created ? 'created' : 'updated'}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {tooLarge ? <Alert className="mt-4">The zip is larger than {limitMb} MB.</Alert> : null}
      {upload.isError ? (
        <Alert className="mt-4">
          <p className="whitespace-pre-wrap">{errorMessage(upload.error)}</p>
        </Alert>
      ) : null}
    </Card>
  );
}
