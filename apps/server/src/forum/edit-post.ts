import type { Post } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { getPost, postAuthorOrNotFound } from './get-post';
import { assertAuthor } from './permissions';
import type { ForumRepository, PostFields } from './repository';

/** Only the author edits a post; fields left out keep their value. */
export async function editPost(
  forum: ForumRepository,
  actor: UserRow,
  postId: string,
  changes: Partial<PostFields>,
): Promise<Post> {
  assertAuthor(
    actor,
    await postAuthorOrNotFound(forum, postId),
    'You can only edit your own posts',
  );
  const provided = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<PostFields>;
  if (Object.keys(provided).length > 0) await forum.updatePost(postId, provided);
  return getPost(forum, postId, actor.id);
}
