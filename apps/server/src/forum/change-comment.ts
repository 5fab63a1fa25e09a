import type { Post } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { getPost } from './get-post';
import { assertAuthor, assertAuthorOrAdmin } from './permissions';
import type { ForumRepository } from './repository';

async function commentAuthorOrNotFound(forum: ForumRepository, postId: string, commentId: string) {
  const authorId = await forum.commentAuthor(postId, commentId);
  if (authorId === undefined) throw notFound('Comment not found');
  return authorId;
}

/** Only the author rewrites a comment; answers the updated post. */
export async function editComment(
  forum: ForumRepository,
  actor: UserRow,
  ids: { postId: string; commentId: string },
  text: string,
): Promise<Post> {
  const authorId = await commentAuthorOrNotFound(forum, ids.postId, ids.commentId);
  assertAuthor(actor, authorId, 'You can only edit your own comments');
  await forum.updateComment(ids.commentId, text);
  return getPost(forum, ids.postId, actor.id);
}

/** The author or an admin; answers the updated post. */
export async function deleteComment(
  forum: ForumRepository,
  actor: UserRow,
  ids: { postId: string; commentId: string },
): Promise<Post> {
  const authorId = await commentAuthorOrNotFound(forum, ids.postId, ids.commentId);
  assertAuthorOrAdmin(actor, authorId, 'You can only delete your own comments');
  await forum.deleteComment(ids.commentId);
  return getPost(forum, ids.postId, actor.id);
}
