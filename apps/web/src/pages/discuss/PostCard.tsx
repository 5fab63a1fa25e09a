import type { Post, PublicUser } from '@grindstone/contract';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { authorInitials, authorName, formatPostDate } from '../../forum/postFormat';
import { ExpandedPost } from './ExpandedPost';

/** One post in the list: who and when, the title and tags; expanded, the rest. */
export function PostCard({
  post,
  expanded,
  viewer,
  onToggle,
  onTag,
  onEdit,
}: {
  post: Post;
  expanded: boolean;
  viewer: PublicUser | null;
  onToggle: () => void;
  onTag: (tag: string) => void;
  onEdit: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <Card className="p-5" aria-labelledby={titleId} role="article">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-grid size-10 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-on-accent"
        >
          {authorInitials(post.user)}
        </span>
        <div className="min-w-0">
          <p className="font-medium text-fg">{authorName(post.user, 'Unknown')}</p>
          <p className="text-xs text-muted">
            <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
          </p>
        </div>
      </div>
      <h2 id={titleId} className="mt-3 text-lg font-semibold break-words text-fg">
        {post.title}
      </h2>
      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                className="text-sm text-accent hover:underline"
                onClick={() => onTag(tag)}
              >
                #{tag}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        variant="ghost"
        size="sm"
        className="mt-2 -ml-3"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        {expanded ? 'Show less' : 'Read more'}
      </Button>
      {expanded ? <ExpandedPost id={bodyId} post={post} viewer={viewer} onEdit={onEdit} /> : null}
    </Card>
  );
}
