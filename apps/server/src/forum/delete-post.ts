import type { UserRow } from '../db/schema';
import { postAuthorOrNotFound } from './get-post';
import { assertAuthorOrAdmin } from './permissions';
import type { ForumRepository } from './repository';

/** The author or an admin; the post's comments and likes go with it. */
export async function deletePost(forum: ForumRepository, actor: UserRow, postId: string) {
  const authorId = await postAuthorOrNotFound(forum, postId);
  assertAuthorOrAdmin(actor, authorId, 'You can only delete your own posts');
  await forum.deletePost(postId);
}
