import type { LikeResult } from '@grindstone/contract';
import { notFound } from '../errors';
import { POST_NOT_FOUND } from './get-post';
import type { ForumRepository } from './repository';

/** Likes the post, or takes the caller's like back: one like per person and post. */
export async function toggleLike(
  forum: ForumRepository,
  userId: string,
  postId: string,
): Promise<LikeResult> {
  const result = await forum.toggleLike(postId, userId);
  if (!result) throw notFound(POST_NOT_FOUND);
  return result;
}
