import type { Post, PublicUser } from '@grindstone/contract';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { Markdown } from '../../components/Markdown';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { useDeletePost } from '../../forum/queries';
import { LikeButton } from './LikeButton';
import { PostComments } from './PostComments';
import { ShareButton } from './ShareButton';

/** The open card: content, likes, comment count, Share, the author's tools, the comments. */
export function ExpandedPost({
  id,
  post,
  viewer,
  onEdit,
}: {
  id: string;
  post: Post;
  viewer: PublicUser | null;
  onEdit: () => void;
}) {
  const remove = useDeletePost(post._id);
  const navigate = useNavigate();
  const isAuthor = viewer?._id === post.user._id;
  const mayDelete = isAuthor || viewer?.role === 'admin';

  const confirmDelete = () => {
    if (!window.confirm(`Delete this post and its comments?\n\n${post.title}`)) return;
    remove.mutate(undefined, {
      // On the post's own page there is nothing left to show: back to the list.
      onSuccess: () => navigate('/discuss', { replace: true }),
    });
  };

  return (
    <div id={id} className="mt-3 max-h-[1000px] overflow-y-auto border-t border-border pt-3">
      <Markdown>{post.content}</Markdown>
      <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-muted">
        <LikeButton post={post} />
        <span>
          {post.comments.length} {post.comments.length === 1 ? 'comment' : 'comments'}
        </span>
        <ShareButton postId={post._id} />
        {isAuthor ? (
          <Button variant="ghost" size="sm" onClick={onEdit}>
            Edit
          </Button>
        ) : null}
        {mayDelete ? (
          <Button variant="ghost" size="sm" onClick={confirmDelete} disabled={remove.isPending}>
            Delete
          </Button>
        ) : null}
      </div>
      {remove.isError ? (
        <Alert className="mt-3">{`Failed to delete post: ${errorMessage(remove.error)}`}</Alert>
      ) : null}
      <PostComments post={post} viewer={viewer} />
    </div>
  );
}
