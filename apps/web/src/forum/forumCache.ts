import type { LikeResult, Post } from '@grindstone/contract';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PostPage } from './forumApi';

export const forumKeys = {
  lists: ['forum', 'posts'] as const,
  /** One list per topic filter; null is All Topics. */
  list: (tag: string | undefined) => ['forum', 'posts', tag ?? null] as const,
  post: (id: string) => ['forum', 'post', id] as const,
  stats: ['forum', 'stats'] as const,
};

type Pages = InfiniteData<PostPage, string | undefined>;

/** Rewrites every cached list's pages (all topic filters) with `change`. */
function editLists(
  queryClient: QueryClient,
  change: (posts: Post[], key: QueryKey, pageIndex: number) => Post[],
) {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: forumKeys.lists })) {
    if (!data) continue;
    queryClient.setQueryData<Pages>(key, {
      ...data,
      pages: data.pages.map((page, index) => ({ ...page, posts: change(page.posts, key, index) })),
    });
  }
}

/** The server's copy of a post (after a comment, an edit) replaces ours wherever it is shown. */
export function replacePost(queryClient: QueryClient, post: Post) {
  editLists(queryClient, (posts) => posts.map((old) => (old._id === post._id ? post : old)));
  queryClient.setQueryData(forumKeys.post(post._id), post);
}

/** A new post goes to the top of every list it belongs in. */
export function prependPost(queryClient: QueryClient, post: Post) {
  editLists(queryClient, (posts, key, pageIndex) => {
    const tag = key[2];
    const belongs = tag === null || (typeof tag === 'string' && post.tags.includes(tag));
    return pageIndex === 0 && belongs ? [post, ...posts] : posts;
  });
}

export function removePost(queryClient: QueryClient, postId: string) {
  editLists(queryClient, (posts) => posts.filter((post) => post._id !== postId));
  queryClient.removeQueries({ queryKey: forumKeys.post(postId) });
}

export function applyLike(queryClient: QueryClient, postId: string, like: LikeResult) {
  const withLike = (post: Post) => (post._id === postId ? { ...post, ...like } : post);
  editLists(queryClient, (posts) => posts.map(withLike));
  const single = queryClient.getQueryData<Post>(forumKeys.post(postId));
  if (single) queryClient.setQueryData(forumKeys.post(postId), withLike(single));
}
