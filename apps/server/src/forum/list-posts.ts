import type { Post } from '@grindstone/contract';
import { toPost } from './post-mapping';
import type { ForumRepository } from './repository';

export interface PostListQuery {
  limit: number;
  before?: string | undefined;
  tag?: string | undefined;
}

/**
 * A page of posts, newest first, and the cursor of the next page (undefined on the last one).
 * The cursor is the last post's insertion number: exact, and a walk down a unique index however
 * deep the page.
 */
export async function listPosts(
  forum: ForumRepository,
  { limit, before, tag }: PostListQuery,
  viewerId?: string,
): Promise<{ posts: Post[]; nextCursor: string | undefined }> {
  const page = await forum.listPage({
    limit,
    ...(before === undefined ? {} : { before: Number(before) }),
    ...(tag === undefined ? {} : { tag }),
    ...(viewerId === undefined ? {} : { viewerId }),
  });
  return {
    posts: page.posts.map(toPost),
    nextCursor: page.nextBefore === undefined ? undefined : String(page.nextBefore),
  };
}
