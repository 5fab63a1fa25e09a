import type { PostComment, PublicUser } from '@grindstone/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/ApiRequestError';
import { Markdown } from '../../components/Markdown';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Textarea } from '../../components/ui/Textarea';
import { authorName, formatCommentTime } from '../../forum/postFormat';
import type { useCommentWrites } from '../../forum/queries';

/** A comment: who, when, what; its author may edit it, the author or an admin delete it. */
export function CommentItem({
  comment,
  viewer,
  writes,
}: {
  comment: PostComment;
  viewer: PublicUser | null;
  writes: ReturnType<typeof useCommentWrites>;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const isAuthor = viewer?._id === comment.user._id;
  const mayDelete = isAuthor || viewer?.role === 'admin';
  // A missing name falls back to 'Anonymous' (the original API's comments carried only a name).
  const name = comment.name.trim() || authorName(comment.user, 'Anonymous');

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (editing === null || editing.trim() === '') return;
    writes.edit.mutate(
      { commentId: comment._id, text: editing },
      { onSuccess: () => setEditing(null) },
    );
  };
  const remove = () => {
    if (window.confirm('Delete this comment?')) writes.remove.mutate(comment._id);
  };

  return (
    <li className="rounded-lg border border-border bg-bg p-3">
      <div className="flex flex-wrap items-baseline gap-2 text-sm">
        <span className="font-medium text-fg">{name}</span>
        <time className="text-xs text-muted" dateTime={comment.createdAt}>
          {formatCommentTime(comment.createdAt)}
        </time>
        {isAuthor && editing === null ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={() => setEditing(comment.text)}
          >
            Edit comment
          </Button>
        ) : null}
        {mayDelete && editing === null ? (
          <Button variant="ghost" size="sm" className={isAuthor ? '' : 'ml-auto'} onClick={remove}>
            Delete comment
          </Button>
        ) : null}
      </div>
      {editing === null ? (
        <Markdown className="mt-1">{comment.text}</Markdown>
      ) : (
        <form className="mt-2 flex flex-col gap-2" onSubmit={save}>
          <Textarea
            label="Edit comment"
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={writes.edit.isPending}>
              Save
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
          {writes.edit.isError ? <Alert>{errorMessage(writes.edit.error)}</Alert> : null}
        </form>
      )}
    </li>
  );
}
