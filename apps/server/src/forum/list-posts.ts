import type { ForumRepository, PostJson } from './repository';

export interface PostListQuery {
  limit: number;
  before?: string | undefined;
  tag?: string | undefined;
}

/**
 * A page of posts, newest first, as the JSON array the API sends, and the cursor of the next
 * page (undefined on the last one). The cursor is the last post's insertion number: exact, and
 * a walk down a unique index however deep the page.
 *
 * The posts arrive serialised by the database in the contract's shape (the repository's one
 * mapping), so the route sends this text as it is: no second parse, mapping and validation of a
 * page's ~200 comments per request.
 */
export async function listPosts(
  forum: ForumRepository,
  { limit, before, tag }: PostListQuery,
  viewerId?: string,
): Promise<{ json: string; nextCursor: string | undefined }> {
  const page = await forum.listPage({
    limit,
    ...(before === undefined ? {} : { before: Number(before) }),
    ...(tag === undefined ? {} : { tag }),
    ...(viewerId === undefined ? {} : { viewerId }),
  });
  return {
    json: jsonArray(page.posts),
    nextCursor: page.nextBefore === undefined ? undefined : String(page.nextBefore),
  };
}

const jsonArray = (posts: PostJson[]) => `[${posts.join(',')}]`;
