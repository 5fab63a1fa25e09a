import type { Post } from '@grindstone/contract';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { getPost, POST_NOT_FOUND } from './get-post';
import type { ForumRepository } from './repository';

/** Answers the whole updated post: the client replaces its copy with it. */
export async function addComment(
  forum: ForumRepository,
  author: UserRow,
  postId: string,
  text: string,
): Promise<Post> {
  if (!(await forum.insertComment(postId, author.id, text))) throw notFound(POST_NOT_FOUND);
  return getPost(forum, postId, author.id);
}
