import type { Post, PostAuthor, PostComment } from '@grindstone/contract';
import type { CommentView, PostView } from './repository';

/** Authors leave the server by id and name only: no e-mail, role or anything else. */
const author = (row: { userId: string; firstName: string; lastName: string }): PostAuthor => ({
  _id: row.userId,
  firstName: row.firstName,
  lastName: row.lastName,
});

export function toComment(row: CommentView): PostComment {
  return {
    _id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    user: author(row),
  };
}

export function toPost(row: PostView): Post {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    tags: row.tags,
    user: author(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    comments: row.comments.map(toComment),
    likes: row.likes,
    likedByMe: row.likedByMe,
  };
}
