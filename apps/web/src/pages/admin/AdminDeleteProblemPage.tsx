import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';
import { Spinner } from '../../components/ui/Spinner';
import { deleteProblem } from '../../problems/problemsApi';
import { problemKeys, useAllProblems } from '../../problems/queries';
import { tagList } from '../../problems/tags';

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
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">Delete Problems</h1>
      {failure ? <Alert className="mb-4">{failure}</Alert> : null}
      {list.isPending ? (
        <Spinner label="Loading problems" />
      ) : list.isError ? (
        <Alert>Failed to fetch problems</Alert>
      ) : (
        <div className="overflow-x-auto rounded-card border border-border bg-surface">
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wider text-muted uppercase">
              <tr>
                {['#', 'Title', 'Difficulty', 'Tags', 'Delete'].map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((problem, index) => (
                <tr key={problem._id} className="border-t border-border">
                  <td className="px-3 py-2 text-muted">{index + 1}</td>
                  <td className="px-3 py-2 text-fg">{problem.title}</td>
                  <td className="px-3 py-2">
                    <DifficultyBadge difficulty={problem.difficulty} />
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap gap-1">
                      {tagList(problem.tags).map((tag) => (
                        <Badge key={tag} tone="info">
                          {tag}
                        </Badge>
                      ))}
                    </div>
                  </td>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
