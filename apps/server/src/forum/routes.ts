import {
  commentIdParamsSchema,
  commentRequestSchema,
  createPostRequestSchema,
  FORUM_TOPICS_MAX,
  forumStatsSchema,
  likeResultSchema,
  listPostsQuerySchema,
  messageResponseSchema,
  NEXT_CURSOR_HEADER,
  type Post,
  postIdParamsSchema,
  postSchema,
  updatePostRequestSchema,
} from '@grindstone/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config/config';
import { perLearnerLimit } from '../rate-limit/per-learner';
import { type Auth, signedInUser } from '../sessions/auth';
import { addComment } from './add-comment';
import { deleteComment, editComment } from './change-comment';
import { createPost } from './create-post';
import { deletePost } from './delete-post';
import { editPost } from './edit-post';
import { getPost } from './get-post';
import { listPosts } from './list-posts';
import type { ForumRepository } from './repository';
import { toggleLike } from './toggle-like';

const tags = ['discussions'];

export interface ForumRouteDeps {
  config: Pick<Config, 'FORUM_POST_RATE_LIMIT_PER_HOUR' | 'FORUM_COMMENT_RATE_LIMIT_PER_HOUR'>;
  auth: Auth;
  forum: ForumRepository;
}

export function forumRoutes({ auth, forum, config }: ForumRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Per person, not per session or IP: logging in again buys no new allowance. The hooks run
    // after validation, so a rejected draft costs nothing; one limiter serves both create paths
    // (and edits), so /discuss and /discuss/create share one allowance.
    const hourly = (max: number) => {
      const limit = perLearnerLimit(app, { max, window: '1 hour' });
      return async (request: FastifyRequest) => limit.take(request);
    };
    const postLimit = hourly(config.FORUM_POST_RATE_LIMIT_PER_HOUR);
    const commentLimit = hourly(config.FORUM_COMMENT_RATE_LIMIT_PER_HOUR);
    const viewerId = (request: FastifyRequest) => request.currentUser?.id;

    app.get(
      '/',
      {
        onRequest: auth.optionalUser,
        schema: {
          tags,
          querystring: listPostsQuerySchema,
          response: { 200: z.array(postSchema) },
        },
      },
      async (request, reply) => {
        const page = await listPosts(forum, request.query, viewerId(request));
        if (page.nextCursor !== undefined) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
        // Already the response schema's JSON (see listPosts). Fastify sends a string with a JSON
        // type as it is; the cast only tells the type provider so.
        return reply.type('application/json; charset=utf-8').send(page.json as unknown as Post[]);
      },
    );

    app.get('/stats', { schema: { tags, response: { 200: forumStatsSchema } } }, async () =>
      forum.stats(FORUM_TOPICS_MAX),
    );

    app.get(
      '/:id',
      {
        onRequest: auth.optionalUser,
        schema: { tags, params: postIdParamsSchema, response: { 200: postSchema } },
      },
      async (request) => getPost(forum, request.params.id, viewerId(request)),
    );

    for (const path of ['/', '/create']) {
      app.post(
        path,
        {
          onRequest: auth.requireUser,
          preHandler: postLimit,
          schema: { tags, body: createPostRequestSchema, response: { 201: postSchema } },
        },
        async (request, reply) =>
          reply.status(201).send(await createPost(forum, signedInUser(request), request.body)),
      );
    }

    app.put(
      '/:id',
      {
        onRequest: auth.requireUser,
        preHandler: postLimit,
        schema: {
          tags,
          params: postIdParamsSchema,
          body: updatePostRequestSchema,
          response: { 200: postSchema },
        },
      },
      async (request) => editPost(forum, signedInUser(request), request.params.id, request.body),
    );

    app.delete(
      '/:id',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: postIdParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await deletePost(forum, signedInUser(request), request.params.id);
        return { message: 'Post deleted' };
      },
    );

    app.post(
      '/:id/comments',
      {
        onRequest: auth.requireUser,
        preHandler: commentLimit,
        schema: {
          tags,
          params: postIdParamsSchema,
          body: commentRequestSchema,
          response: { 201: postSchema },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await addComment(forum, signedInUser(request), request.params.id, request.body.text),
          ),
    );

    app.put(
      '/:id/comments/:commentId',
      {
        onRequest: auth.requireUser,
        preHandler: commentLimit,
        schema: {
          tags,
          params: commentIdParamsSchema,
          body: commentRequestSchema,
          response: { 200: postSchema },
        },
      },
      async (request) =>
        editComment(
          forum,
          signedInUser(request),
          { postId: request.params.id, commentId: request.params.commentId },
          request.body.text,
        ),
    );

    app.delete(
      '/:id/comments/:commentId',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: commentIdParamsSchema, response: { 200: postSchema } },
      },
      async (request) =>
        deleteComment(forum, signedInUser(request), {
          postId: request.params.id,
          commentId: request.params.commentId,
        }),
    );

    app.post(
      '/:id/like',
      {
        onRequest: auth.requireUser,
        schema: { tags, params: postIdParamsSchema, response: { 200: likeResultSchema } },
      },
      async (request) => toggleLike(forum, signedInUser(request).id, request.params.id),
    );
  };
}
