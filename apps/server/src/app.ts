import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './health/routes';
import { createContext, type JudgeHandle } from './http/context';
import { registerErrorHandling, routingErrors } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerWebApp } from './http/web-app';
import { createLoggerOptions } from './logger';
import { defaultWebDistDir } from './paths';
import { problemRoutes } from './problems/routes';
import { submissionRoutes } from './submissions/routes';
import { userRoutes } from './users/routes';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  judge: JudgeHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole HTTP application; main.ts listens, tests use `app.inject`. */
export async function buildApp({
  config,
  database,
  judge,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: createLoggerOptions(config, logStream),
    bodyLimit: config.BODY_LIMIT_KB * 1024,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    genReqId: () => randomUUID(),
    frameworkErrors: routingErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('currentUser', null);
  registerErrorHandling(app);

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
  if (config.CORS_ORIGINS.length > 0) {
    await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });
  }
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });
  await registerOpenApi(app);

  const context = createContext(config, database, judge);
  await app.register(healthRoutes(context), { prefix: '/api' });
  await app.register(userRoutes(context), { prefix: '/api/user' });
  await app.register(problemRoutes(context), { prefix: '/api/problem' });
  await app.register(submissionRoutes(context), { prefix: '/api/submission' });

  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDistDir);
  return app;
}
