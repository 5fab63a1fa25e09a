import type { Post, PublicUser } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/ApiRequestError';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { fieldClasses } from '../../components/ui/Input';
import { useCommentWrites } from '../../forum/queries';
import { CommentItem } from './CommentItem';

/** 'Comments (n)', the comment box, and the comments, oldest first. */
export function PostComments({ post, viewer }: { post: Post; viewer: PublicUser | null }) {
  const writes = useCommentWrites(post._id);
  const [draft, setDraft] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty comment is not sent: there is nothing to say about it.
    if (draft.trim() === '') return;
    writes.add.mutate(draft, { onSuccess: () => setDraft('') });
  };

  return (
    <section className="mt-5" aria-label="Comments">
      <h3 className="text-base font-semibold text-fg">Comments ({post.comments.length})</h3>
      <form className="mt-3 flex gap-2" onSubmit={submit}>
        <input
          aria-label="Add a comment"
          placeholder="Add a comment..."
          className={cx(fieldClasses, 'border-border-strong')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={writes.add.isPending}>
          Post
        </Button>
      </form>
      {writes.add.isError ? (
        <Alert className="mt-3">
          Failed to add comment
          <span className="block text-muted">{errorMessage(writes.add.error)}</span>
        </Alert>
      ) : null}
      <ul className="mt-4 flex flex-col gap-3">
        {post.comments.map((comment) => (
          <CommentItem key={comment._id} comment={comment} viewer={viewer} writes={writes} />
        ))}
      </ul>
    </section>
  );
}
