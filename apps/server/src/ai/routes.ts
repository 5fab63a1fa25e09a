import { Readable } from 'node:stream';
import { aiStatusSchema, chatReplySchema, chatRequestSchema } from '@grindstone/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import { AppError } from '../errors';
import type { JudgeHandle } from '../judging/judge-port';
import type { ProblemsRepository } from '../problems/repository';
import { perLearnerLimit } from '../rate-limit/per-learner';
import { type Auth, signedInUser } from '../sessions/auth';
import type { JudgeRateLimit } from '../submissions/judge-rate-limit';
import { type ChatDeps, chatReply, prepareChat } from './answer-chat';
import { dailyBudget } from './daily-budget';
import { createTutor, type TutorConfig } from './providers/create-provider';
import { serverSentEvents } from './server-sent-events';

const tags = ['ai'];

export interface AiRouteDeps {
  config: TutorConfig &
    Pick<
      Config,
      'AI_DAILY_MESSAGES' | 'AI_RATE_LIMIT_PER_MINUTE' | 'AI_TIMEOUT_MS' | 'AI_HISTORY_CHARS'
    >;
  auth: Auth;
  problems: ProblemsRepository;
  submissions: ChatDeps['submissions'];
  judge: JudgeHandle;
  /** The learner's Run allowance, which the tutor's judge runs also spend. */
  judgeRunLimit: JudgeRateLimit;
}

export function aiRoutes({
  config,
  auth,
  problems,
  submissions,
  judge,
  judgeRunLimit,
}: AiRouteDeps): FastifyPluginAsyncZod {
  const tutor = createTutor(config);
  const deps: ChatDeps = { config, problems, submissions, judge, tutor };
  const budget = dailyBudget(config.AI_DAILY_MESSAGES);

  return async (app) => {
    // Checked before the body is read, like Run and Submit.
    const messageLimit = perLearnerLimit(app, {
      max: config.AI_RATE_LIMIT_PER_MINUTE,
      window: '1 minute',
    });

    app.get('/status', { schema: { tags, response: { 200: aiStatusSchema } } }, async () => ({
      provider: config.AI_PROVIDER,
      model: tutor.kind === 'model' ? tutor.provider.model : null,
    }));

    app.post(
      '/chat',
      {
        onRequest: auth.requireUser,
        preParsing: async (request) => messageLimit.take(request),
        schema: { tags, body: chatRequestSchema, response: { 200: chatReplySchema } },
      },
      async (request, reply) => {
        const userId = signedInUser(request).id;
        budget.take(userId);
        let chat: Awaited<ReturnType<typeof prepareChat>>;
        try {
          chat = await prepareChat(deps, userId, request.body, () => judgeRunLimit.take(request));
        } catch (error) {
          // Refused before the tutor answered (the Run allowance spent, an unknown problem): the
          // learner keeps that message of the day.
          budget.giveBack(userId);
          throw error;
        }
        const stream = (request.headers.accept ?? '').includes('text/event-stream');
        const learnerLeft = new AbortController();
        reply.raw.on('close', () => learnerLeft.abort());
        const signal = AbortSignal.any([
          learnerLeft.signal,
          AbortSignal.timeout(config.AI_TIMEOUT_MS),
        ]);
        const pieces = chatReply(deps, chat, { stream, signal });
        if (!stream) {
          let message = '';
          for await (const piece of pieces) message += piece;
          return { message };
        }
        // The first piece is awaited before answering, so a provider that fails at once is a
        // plain 503 the client can read; a failure after that ends the stream with an error event.
        const first = await pieces.next();
        const events = serverSentEvents(first, pieces, (error) => {
          const detail = error instanceof AppError ? error.logDetail : String(error);
          request.log.error({ requestId: request.id, detail }, 'AI reply failed while streaming');
        });
        // The stream is not the JSON reply the schema describes: sent through the untyped reply.
        return (reply as FastifyReply)
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(Readable.from(events));
      },
    );
  };
}
