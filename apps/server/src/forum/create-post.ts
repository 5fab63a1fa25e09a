import type { Post } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { getPost } from './get-post';
import type { ForumRepository, PostFields } from './repository';

/** Fields arrive validated and normalised (trimmed text, tags lower-cased and unique). */
export async function createPost(
  forum: ForumRepository,
  author: UserRow,
  fields: PostFields,
): Promise<Post> {
  const id = await forum.insertPost(author.id, fields);
  return getPost(forum, id, author.id);
}
