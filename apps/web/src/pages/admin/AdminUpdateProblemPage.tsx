import type { ProblemInput } from '@grindstone/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Alert } from '../../components/ui/Alert';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Select } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { useUpdateProblem } from '../../problems/mutations';
import { fetchProblem, problemPackageUrl } from '../../problems/problemsApi';
import { problemKeys, useAllProblems } from '../../problems/queries';
import { emptyProblemForm, problemToForm } from './problem-form/formValues';
import { ProblemForm } from './problem-form/ProblemForm';

export function AdminUpdateProblemPage() {
  useDocumentTitle('Update Problem');
  const list = useAllProblems();
  const update = useUpdateProblem();
  const [selected, setSelected] = useState('');
  const problem = useQuery({
    queryKey: problemKeys.detail(selected),
    queryFn: () => fetchProblem(selected),
    enabled: selected !== '',
    staleTime: 0,
    retry: false,
  });
  const initialValues = useMemo(
    () => (problem.data ? problemToForm(problem.data) : emptyProblemForm()),
    [problem.data],
  );

  const onSubmit = (body: ProblemInput) =>
    update.mutateAsync(
      { id: selected, body },
      {
        // docs/product.md#update-problem: selection cleared, form back to defaults, list
        // reloaded (by the mutation).
        onSuccess: () => {
          window.alert('Problem updated successfully');
          setSelected('');
        },
        onError: () => window.alert('Failed to update problem'),
      },
    );

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">Update Problem</h1>
      {list.isError ? <Alert className="mb-4">Failed to fetch problems</Alert> : null}
      <div className="mb-6">
        <Select
          label="Problem"
          value={selected}
          onChange={(event) => {
            update.reset();
            setSelected(event.target.value);
          }}
          disabled={list.isPending}
        >
          <option value="">Select a problem to update</option>
          {(list.data ?? []).map((item) => (
            <option key={item._id} value={item._id}>
              {item.title}
            </option>
          ))}
        </Select>
      </div>
      {selected === '' ? null : problem.isPending ? (
        <Spinner label="Loading problem" />
      ) : problem.isError ? (
        <Alert>Failed to load problem</Alert>
      ) : (
        <>
          <p className="mb-6 text-sm text-muted">
            <a
              href={problemPackageUrl(selected)}
              download
              className={buttonClasses('secondary', 'sm')}
            >
              Export package (.zip)
            </a>{' '}
            <a
              href={problemPackageUrl(selected, 'kattis')}
              download
              className={buttonClasses('secondary', 'sm')}
            >
              Export as Kattis package
            </a>{' '}
            — the problem as a package folder: import it into another Grindstone (or, in the Kattis
            / ICPC format, into Kattis, DOMjudge or Hydro), or keep it under version control.
          </p>
          <ProblemForm
            key={selected}
            initialValues={initialValues}
            submitLabel="Update Problem"
            saving={update.isPending}
            serverError={update.isError ? errorMessage(update.error) : null}
            onSubmit={onSubmit}
          />
        </>
      )}
    </section>
  );
}
