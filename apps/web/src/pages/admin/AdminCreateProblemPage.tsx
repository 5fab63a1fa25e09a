import type { ProblemInput } from '@grindstone/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useCreateProblem } from '../../problems/mutations';
import { ImportProblemPackages } from './ImportProblemPackages';
import { emptyProblemForm } from './problem-form/formValues';
import { ProblemForm } from './problem-form/ProblemForm';

const initialValues = emptyProblemForm();

export function AdminCreateProblemPage() {
  useDocumentTitle('Create Problem');
  const navigate = useNavigate();
  const create = useCreateProblem();

  const onSubmit = (body: ProblemInput) =>
    create.mutateAsync(body, {
      onSuccess: () => {
        window.alert('Problem created successfully!');
        navigate('/');
      },
      onError: (error) => window.alert(`Error: ${errorMessage(error)}`),
    });

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">Create New Problem</h1>
      <ImportProblemPackages />
      <ProblemForm
        initialValues={initialValues}
        submitLabel="Create Problem"
        saving={create.isPending}
        serverError={create.isError ? errorMessage(create.error) : null}
        onSubmit={onSubmit}
      />
    </section>
  );
}
