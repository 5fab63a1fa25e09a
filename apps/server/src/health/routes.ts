import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import type { JudgeHandle } from '../judging/judge-port';
import { APP_VERSION } from '../version';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
  judge: z.object({
    backend: z.enum(['in-process', 'bullmq']),
    /** The local sandbox's mode; 'remote' when jobs go to workers elsewhere. */
    sandbox: z.string(),
    summary: z.string(),
    /** How the judge host mounts cgroups and which version runs use; null for remote workers. */
    cgroups: z
      .object({
        host: z.enum(['v1', 'v2', 'hybrid', 'none']),
        used: z.enum(['v1', 'v2']).nullable(),
      })
      .nullable(),
  }),
});

export interface HealthRouteDeps {
  database: DatabaseHandle;
  judge: JudgeHandle;
}

export function healthRoutes({ database, judge }: HealthRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { tags: ['operations'], response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const up = await database.ping();
        return reply.status(up ? 200 : 503).send({
          status: up ? 'ok' : 'degraded',
          database: up ? 'up' : 'down',
          databaseKind: database.kind,
          version: APP_VERSION,
          judge: {
            backend: judge.queue.backend,
            sandbox: judge.sandbox?.mode ?? 'remote',
            summary: judge.sandbox?.summary ?? 'Judge workers run elsewhere (REDIS_URL)',
            cgroups: judge.sandbox
              ? { host: judge.sandbox.cgroupHost, used: judge.sandbox.cgroupVersion }
              : null,
          },
        });
      },
    );
  };
}
