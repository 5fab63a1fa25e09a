import type { ProblemInput } from '@grindstone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ApiIssue, ApiRequestError, errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { createProblem } from '../../problems/problemsApi';
import { problemKeys } from '../../problems/queries';
import { ImportProblemPackages } from './ImportProblemPackages';
import { emptyProblemForm } from './problem-form/formValues';
import { ProblemForm } from './problem-form/ProblemForm';

const initialValues = emptyProblemForm();

export function AdminCreateProblemPage() {
  useDocumentTitle('Create Problem');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = async (body: ProblemInput): Promise<ApiIssue[] | undefined> => {
    setServerError(null);
    try {
      await createProblem(body);
      await queryClient.invalidateQueries({ queryKey: problemKeys.all });
      window.alert('Problem created successfully!');
      navigate('/');
    } catch (error) {
      const message = errorMessage(error);
      setServerError(message);
      window.alert(`Error: ${message}`);
      return error instanceof ApiRequestError ? error.issues : undefined;
    }
    return undefined;
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">Create New Problem</h1>
      <ImportProblemPackages />
      <ProblemForm
        initialValues={initialValues}
        submitLabel="Create Problem"
        serverError={serverError}
        onSubmit={onSubmit}
      />
    </section>
  );
}
