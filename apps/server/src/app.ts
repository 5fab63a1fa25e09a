import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import { NEXT_CURSOR_HEADER } from '@grindstone/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from './accounts/routes';
import { adminUserRoutes } from './admin/users-routes';
import { aiRoutes } from './ai/routes';
import { catalogueRoutes } from './catalogue/routes';
import { assignmentRoutes } from './classes/assignment-routes';
import { classRoutes } from './classes/routes';
import { similarityReports } from './classes/similarity/reports';
import { compareInWorker } from './classes/similarity/run-in-worker';
import type { AppServices } from './compose';
import { fastifyTrustProxy } from './config/trust-proxy';
import { contestGate } from './contests/contest-gate';
import { contestRoutes } from './contests/routes';
import { counterexampleRoutes } from './counterexamples/routes';
import { tooManyRequests } from './errors';
import { forumRoutes } from './forum/routes';
import { healthRoutes } from './health/routes';
import { clientErrorHandler } from './http/client-errors';
import { registerCompression } from './http/compression';
import { treatEmptyJsonAsNoBody } from './http/empty-json-body';
import { registerErrorHandling, routingErrors } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerPermissionsPolicy } from './http/permissions-policy';
import { limitSlowClients, receivingServerOptions } from './http/slow-clients';
import { registerWebApp } from './http/web-app';
import { leaderboardRoutes } from './leaderboard/routes';
import { listRoutes } from './lists/routes';
import { createLoggerOptions } from './logger';
import { problemVideos } from './media/problem-videos';
import { mediaRoutes } from './media/routes';
import { videoRoutes } from './media/video-routes';
import { noteRoutes } from './notes/routes';
import { defaultWebDistDir } from './paths';
import { problemRoutes } from './problems/routes';
import { perLearnerLimit } from './rate-limit/per-learner';
import { reviewRoutes } from './review/routes';
import { sheetRoutes } from './sheets/routes';
import { ssoRoutes } from './sso/routes';
import { submissionHistoryRoutes } from './submissions/history-routes';
import { judgeRateLimits } from './submissions/judge-rate-limit';
import { submissionRoutes } from './submissions/routes';
import { userRoutes } from './users/routes';

/** Every method the API answers, for cross-origin callers listed in CORS_ORIGINS. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface BuildAppOptions {
  /** The configuration and services (compose.ts), built once by main.ts or a test. */
  services: AppServices;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole HTTP application; main.ts listens, tests use `app.inject`. */
export async function buildApp({ services, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: createLoggerOptions(config, logStream),
    bodyLimit: config.BODY_LIMIT_KB * 1024,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    genReqId: () => randomUUID(),
    frameworkErrors: routingErrors,
    clientErrorHandler,
    http: receivingServerOptions(config),
  });
  limitSlowClients(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('currentUser', null);
  registerErrorHandling(app);
  treatEmptyJsonAsNoBody(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  registerPermissionsPolicy(app);
  if (config.CORS_ORIGINS.length > 0) {
    // A listed origin gets every method the API has (@fastify/cors allows only GET, HEAD and
    // POST by default), with credentials; any other origin gets no CORS header at all (given a
    // list, @fastify/cors would still send it Allow-Credentials and the allowed methods).
    const allowed = new Set(config.CORS_ORIGINS);
    await app.register(fastifyCors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
      credentials: true,
      methods: [...CORS_METHODS],
      // The forum's list answers an array and names its next page in a header.
      exposedHeaders: [NEXT_CURSOR_HEADER],
    });
  }
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Retry-After (seconds) is on by default; the body gets the contract's shape and wording.
    errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
  });
  await registerOpenApi(app);
  // Run's and Submit's allowances; the AI tutor's judge runs are taken from Run's.
  const judgeLimits = judgeRateLimits(app, config);

  // Each feature is handed exactly the deps it declares, nothing else.
  const { database, judge, auth, users, profiles, activity, sessions, passwordChange } = services;
  const { problems, videos, submissions, forum, media, contests, boards, leaderboard } = services;
  const { sheets, lists, notes, reviews, classes, clock, accounts, sso } = services;
  await app.register(healthRoutes({ database, judge }), { prefix: '/api' });
  await app.register(
    userRoutes({
      config,
      auth,
      users,
      profiles,
      activity,
      sessions,
      media,
      passwordChange,
      accounts,
    }),
    { prefix: '/api/user' },
  );
  await app.register(accountRoutes({ config, auth, sessions, accounts, media }), {
    prefix: '/api/user',
  });
  await app.register(ssoRoutes({ config, auth, sessions, sso }), { prefix: '/api/auth' });
  await app.register(
    problemRoutes({ auth, problems, judge, videos: problemVideos(media, videos) }),
    { prefix: '/api/problem' },
  );
  await app.register(catalogueRoutes({ auth, problems, judge }), { prefix: '/api/problem' });
  await app.register(submissionHistoryRoutes({ auth, submissions }), { prefix: '/api/problem' });
  await app.register(
    submissionRoutes({
      auth,
      problems,
      submissions,
      judge,
      judgeLimits,
      contestGate: contestGate(contests, boards),
    }),
    { prefix: '/api/submission' },
  );
  await app.register(
    counterexampleRoutes({ auth, problems, submissions, judge, judgeRunLimit: judgeLimits.run }),
    { prefix: '/api/submission' },
  );
  await app.register(
    aiRoutes({ config, auth, problems, submissions, judge, judgeRunLimit: judgeLimits.run }),
    {
      prefix: '/api/ai',
    },
  );
  await app.register(mediaRoutes({ auth, media, problems }), { prefix: '/api/media' });
  await app.register(videoRoutes({ auth, media, problems, videos }), {
    prefix: '/api/video',
  });
  await app.register(forumRoutes({ config, auth, forum }), {
    prefix: '/api/discuss',
  });
  await app.register(contestRoutes({ auth, contests, boards, problems, now: clock }), {
    prefix: '/api/contests',
  });
  await app.register(leaderboardRoutes({ leaderboard }), { prefix: '/api/leaderboard' });
  // A learner's lists and notes share one allowance of writes.
  const practiceWrites = perLearnerLimit(app, {
    max: config.PRACTICE_WRITE_RATE_LIMIT_PER_MINUTE,
    window: '1 minute',
  });
  await app.register(sheetRoutes({ auth, sheets, problems }), { prefix: '/api/sheets' });
  await app.register(listRoutes({ auth, lists, problems, writeLimit: practiceWrites }), {
    prefix: '/api/lists',
  });
  await app.register(noteRoutes({ auth, notes, problems, writeLimit: practiceWrites }), {
    prefix: '/api/problems',
  });
  await app.register(reviewRoutes({ auth, reviews, now: clock }), { prefix: '/api' });
  await app.register(adminUserRoutes({ auth, users }), { prefix: '/api/admin/users' });
  await app.register(classRoutes({ auth, classes }), { prefix: '/api/classes' });
  const similarity = similarityReports(classes, compareInWorker, app.log);
  await app.register(assignmentRoutes({ auth, classes, similarity, now: clock }), {
    prefix: '/api/classes',
  });

  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDistDir);
  return app;
}
