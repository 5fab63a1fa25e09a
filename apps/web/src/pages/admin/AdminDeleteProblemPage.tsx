import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/ui/Button';
import { useDeleteProblem } from '../../problems/mutations';
import { useAllProblems } from '../../problems/queries';
import { AdminProblemTable } from './AdminProblemTable';

export function AdminDeleteProblemPage() {
  useDocumentTitle('Delete Problems');
  const list = useAllProblems();
  const remove = useDeleteProblem();
  const deleting = remove.isPending ? remove.variables : null;

  const onDelete = (id: string, title: string) => {
    if (!window.confirm(`Are you sure you want to delete this problem?\n\n${title}`)) return;
    remove.mutate(id);
  };

  return (
    <AdminProblemTable
      heading="Delete Problems"
      failure={remove.isError ? 'Failed to delete problem' : null}
      list={list}
      columns={['Delete']}
      cells={(problem) => (
        <td className="px-3 py-2">
          <Button
            variant="danger"
            size="sm"
            disabled={deleting === problem._id}
            aria-label={`Delete ${problem.title}`}
            onClick={() => onDelete(problem._id, problem.title)}
          >
            {deleting === problem._id ? 'Deleting...' : 'Delete'}
          </Button>
        </td>
      )}
    />
  );
}
