import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/ui/Button';
import { deleteProblem } from '../../problems/problemsApi';
import { problemKeys, useAllProblems } from '../../problems/queries';
import { AdminProblemTable } from './AdminProblemTable';

export function AdminDeleteProblemPage() {
  useDocumentTitle('Delete Problems');
  const queryClient = useQueryClient();
  const list = useAllProblems();
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const onDelete = async (id: string, title: string) => {
    if (!window.confirm(`Are you sure you want to delete this problem?\n\n${title}`)) return;
    setFailure(null);
    setDeleting(id);
    try {
      await deleteProblem(id);
      await queryClient.invalidateQueries({ queryKey: problemKeys.all });
    } catch {
      setFailure('Failed to delete problem');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <AdminProblemTable
      heading="Delete Problems"
      failure={failure}
      list={list}
      columns={['Delete']}
      cells={(problem) => (
        <td className="px-3 py-2">
          <Button
            variant="danger"
            size="sm"
            disabled={deleting === problem._id}
            aria-label={`Delete ${problem.title}`}
            onClick={() => void onDelete(problem._id, problem.title)}
          >
            {deleting === problem._id ? 'Deleting...' : 'Delete'}
          </Button>
        </td>
      )}
    />
  );
}
