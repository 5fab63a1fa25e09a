import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Button } from '../../components/ui/Button';
import { formatDuration } from '../../media/formatDuration';
import { useDeleteVideo } from '../../media/mutations';
import { useVideoList } from '../../media/queries';
import { useAllProblems } from '../../problems/queries';
import { AdminProblemTable } from './AdminProblemTable';

/** /admin/video: every problem, whether it has an editorial video, upload and delete. */
export function AdminVideoPage() {
  useDocumentTitle('Video Problems');
  const list = useAllProblems();
  const videos = useVideoList();
  const remove = useDeleteVideo();
  const deleting = remove.isPending ? remove.variables : null;
  const videoOf = new Map((videos.data ?? []).map((video) => [video.problemId, video]));

  const onDelete = (id: string, title: string) => {
    if (!window.confirm(`Are you sure you want to delete this problem's video?\n\n${title}`))
      return;
    remove.mutate(id);
  };
  // The server's error field (its message), as docs/product.md asks.
  const failure = !remove.isError
    ? null
    : remove.error instanceof Error && remove.error.message
      ? remove.error.message
      : 'Failed to delete video';

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
                onClick={() => onDelete(problem._id, problem.title)}
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
