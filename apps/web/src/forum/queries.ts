import type { CreatePostRequest, UpdatePostRequest } from '@grindstone/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './forumApi';
import { applyLike, forumKeys, prependPost, removePost, replacePost } from './forumCache';

/** Pages of posts, newest first, for one topic filter; older pages load on demand. */
export function usePostPages(tag: string | undefined) {
  return useInfiniteQuery({
    queryKey: forumKeys.list(tag),
    queryFn: ({ pageParam }) => api.fetchPostPage(tag, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** A single post (a permalink), when its id is known. */
export function usePost(id: string | undefined) {
  return useQuery({
    queryKey: forumKeys.post(id ?? ''),
    queryFn: () => api.fetchPost(id ?? ''),
    enabled: id !== undefined,
    retry: false,
  });
}

export function useForumStats() {
  return useQuery({ queryKey: forumKeys.stats, queryFn: api.fetchForumStats });
}

/** Writes that change the totals, the topics or the authors refresh the stats from the server. */
function useStatsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: forumKeys.stats });
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  const refreshStats = useStatsRefresh();
  return useMutation({
    mutationFn: (fields: CreatePostRequest) => api.createPost(fields),
    onSuccess: (post) => {
      prependPost(queryClient, post);
      void refreshStats();
    },
  });
}

export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  const refreshStats = useStatsRefresh();
  return useMutation({
    mutationFn: (fields: UpdatePostRequest) => api.updatePost(postId, fields),
    onSuccess: (post) => {
      replacePost(queryClient, post);
      void refreshStats();
    },
  });
}

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  const refreshStats = useStatsRefresh();
  return useMutation({
    mutationFn: () => api.deletePost(postId),
    onSuccess: () => {
      removePost(queryClient, postId);
      void refreshStats();
    },
  });
}

/** Adding, editing and deleting comments all answer the updated post. */
export function useCommentWrites(postId: string) {
  const queryClient = useQueryClient();
  const refreshStats = useStatsRefresh();
  const onSuccess = (post: Awaited<ReturnType<typeof api.addComment>>) => {
    replacePost(queryClient, post);
    void refreshStats();
  };
  return {
    add: useMutation({ mutationFn: (text: string) => api.addComment(postId, text), onSuccess }),
    edit: useMutation({
      mutationFn: ({ commentId, text }: { commentId: string; text: string }) =>
        api.updateComment(postId, commentId, text),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (commentId: string) => api.deleteComment(postId, commentId),
      onSuccess,
    }),
  };
}

export function useToggleLike(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.toggleLike(postId),
    onSuccess: (like) => applyLike(queryClient, postId, like),
  });
}
