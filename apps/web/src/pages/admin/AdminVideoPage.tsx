import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { DifficultyBadge } from '../../components/ui/DifficultyBadge';
import { Spinner } from '../../components/ui/Spinner';
import { formatDuration } from '../../media/formatDuration';
import { deleteVideo, fetchVideoList } from '../../media/mediaApi';
import { problemKeys, useAllProblems } from '../../problems/queries';
import { tagList } from '../../problems/tags';

const videoListKey = ['videos', 'list'] as const;

/** /admin/video: every problem, whether it has an editorial video, upload and delete. */
export function AdminVideoPage() {
  useDocumentTitle('Video Problems');
  const queryClient = useQueryClient();
  const list = useAllProblems();
  const videos = useQuery({ queryKey: videoListKey, queryFn: fetchVideoList });
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const videoOf = new Map((videos.data ?? []).map((video) => [video.problemId, video]));

  const onDelete = async (id: string, title: string) => {
    if (!window.confirm(`Are you sure you want to delete this problem's video?\n\n${title}`))
      return;
    setFailure(null);
    setDeleting(id);
    try {
      await deleteVideo(id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: videoListKey }),
        queryClient.invalidateQueries({ queryKey: problemKeys.all }),
      ]);
    } catch (error) {
      // The server's error field (its message), as the spec asks.
      setFailure(
        error instanceof Error && error.message ? error.message : 'Failed to delete video',
      );
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">Video Problems</h1>
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
                {['#', 'Title', 'Difficulty', 'Tags', 'Video', 'Upload', 'Delete'].map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((problem, index) => {
                const video = videoOf.get(problem._id);
                return (
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
                    <td className="px-3 py-2 text-fg">
                      {video
                        ? `Yes${video.duration !== undefined ? ` (${formatDuration(video.duration)})` : ''}`
                        : 'No'}
                    </td>
                    <td className="px-3 py-2">
                      <Link
                        to={`/admin/upload/${problem._id}`}
                        className="text-accent underline"
                        aria-label={`Upload a video for ${problem.title}`}
                      >
                        Upload
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <Button
                        variant="danger"
                        size="sm"
                        disabled={!video || deleting === problem._id}
                        aria-label={`Delete the video of ${problem.title}`}
                        onClick={() => void onDelete(problem._id, problem.title)}
                      >
                        {deleting === problem._id ? 'Deleting...' : 'Delete'}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
