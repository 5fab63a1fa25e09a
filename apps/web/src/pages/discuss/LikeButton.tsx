import type { Post } from '@grindstone/contract';
import { Button } from '../../components/ui/Button';
import { useToggleLike } from '../../forum/queries';

/** The real count; pressing it likes the post or takes the like back. */
export function LikeButton({ post }: { post: Post }) {
  const like = useToggleLike(post._id);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={post.likedByMe}
      aria-label={`${post.likedByMe ? 'Unlike' : 'Like'} (${post.likes} ${post.likes === 1 ? 'like' : 'likes'})`}
      disabled={like.isPending}
      onClick={() => like.mutate()}
    >
      <span aria-hidden="true">{post.likedByMe ? '♥' : '♡'}</span>
      <span>{post.likes}</span>
    </Button>
  );
}
