import {
  type CreatePostRequest,
  type ForumStats,
  type LikeResult,
  NEXT_CURSOR_HEADER,
  type Post,
  type UpdatePostRequest,
} from '@grindstone/contract';
import { apiRequest } from '../api/client';

/** Calls of the Discussions section of docs/api.md. */

export interface PostPage {
  posts: Post[];
  /** The next (older) page's cursor; undefined on the last page. */
  nextCursor: string | undefined;
}

export async function fetchPostPage(tag: string | undefined, before?: string): Promise<PostPage> {
  const query = new URLSearchParams();
  if (tag) query.set('tag', tag);
  if (before) query.set('before', before);
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  const { body, headers } = await apiRequest.withHeaders<Post[]>(`/discuss${suffix}`);
  return { posts: body, nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

const postPath = (id: string) => `/discuss/${encodeURIComponent(id)}`;

export const fetchPost = (id: string) => apiRequest<Post>(postPath(id));

export const fetchForumStats = () => apiRequest<ForumStats>('/discuss/stats');

export const createPost = (fields: CreatePostRequest) =>
  apiRequest<Post>('/discuss/create', { method: 'POST', body: fields });

export const updatePost = (id: string, fields: UpdatePostRequest) =>
  apiRequest<Post>(postPath(id), { method: 'PUT', body: fields });

export const deletePost = (id: string) =>
  apiRequest<{ message: string }>(postPath(id), { method: 'DELETE' });

export const addComment = (postId: string, text: string) =>
  apiRequest<Post>(`${postPath(postId)}/comments`, { method: 'POST', body: { text } });

export const updateComment = (postId: string, commentId: string, text: string) =>
  apiRequest<Post>(`${postPath(postId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'PUT',
    body: { text },
  });

export const deleteComment = (postId: string, commentId: string) =>
  apiRequest<Post>(`${postPath(postId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
  });

export const toggleLike = (postId: string) =>
  apiRequest<LikeResult>(`${postPath(postId)}/like`, { method: 'POST' });
