import type { Post } from '@grindstone/contract';
import { notFound } from '../errors';
import type { ForumRepository } from './repository';

export const POST_NOT_FOUND = 'Post not found';

/** One post with all its comments, as the viewer (if any) sees it. */
export async function getPost(
  forum: ForumRepository,
  id: string,
  viewerId?: string,
): Promise<Post> {
  const post = await forum.findPost(id, viewerId);
  if (!post) throw notFound(POST_NOT_FOUND);
  return JSON.parse(post) as Post;
}

/** The post's author, or 404: the first step of every change to a post or its comments. */
export async function postAuthorOrNotFound(forum: ForumRepository, id: string): Promise<string> {
  const authorId = await forum.postAuthor(id);
  if (authorId === undefined) throw notFound(POST_NOT_FOUND);
  return authorId;
}
