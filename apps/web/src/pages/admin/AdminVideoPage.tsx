import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/ui/Button';
import { formatDuration } from '../../media/formatDuration';
import { deleteVideo, fetchVideoList } from '../../media/mediaApi';
import { problemKeys, useAllProblems } from '../../problems/queries';
import { AdminProblemTable } from './AdminProblemTable';

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
    <AdminProblemTable
      heading="Video Problems"
      failure={failure}
      list={list}
      columns={['Video', 'Upload', 'Delete']}
      cells={(problem) => {
        const video = videoOf.get(problem._id);
        return (
          <>
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
          </>
        );
      }}
    />
  );
}
