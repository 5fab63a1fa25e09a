import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { perLearnerLimit, waitWording } from './per-learner';

describe('waitWording', () => {
  it.each([
    [1, '1 second'],
    [42, '42 seconds'],
    [60, '1 minute'],
    [89, '1 minute'],
    [90, '2 minutes'],
    [3599, '60 minutes'],
    [3600, '1 hour'],
  ])('%i s reads "%s"', (seconds, words) => {
    expect(waitWording(seconds)).toBe(words);
  });
});

describe('perLearnerLimit', () => {
  /** A bare app with the rate-limit plugin; the learner is named by a header instead of a session. */
  async function appWithTwoLimits() {
    const app = Fastify();
    await app.register(fastifyRateLimit, { global: false });
    app.decorateRequest('currentUser', null);
    app.addHook('onRequest', async (request) => {
      const id = request.headers['x-learner'];
      if (typeof id === 'string') request.currentUser = { id } as typeof request.currentUser;
    });
    app.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof AppError)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(429).send({ message: error.message });
    });
    await app.after();
    const posts = perLearnerLimit(app, { max: 2, window: '1 hour' });
    const comments = perLearnerLimit(app, { max: 2, window: '1 hour' });
    app.post('/post', { preHandler: async (request) => posts.take(request) }, async () => 'ok');
    app.post(
      '/comment',
      { preHandler: async (request) => comments.take(request) },
      async () => 'ok',
    );
    return app;
  }

  it('counts each learner and each allowance apart, and words an hour window in its unit', async () => {
    const app = await appWithTwoLimits();
    const send = (url: string, learner: string) =>
      app.inject({ method: 'POST', url, headers: { 'x-learner': learner } });

    expect((await send('/post', 'ann')).statusCode).toBe(200);
    expect((await send('/post', 'ann')).statusCode).toBe(200);
    const limited = await send('/post', 'ann');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many requests. Please try again in 1 hour.');
    expect(limited.headers['retry-after']).toBe('3600');

    // Another learner, and another allowance of the same learner, are untouched.
    expect((await send('/post', 'bob')).statusCode).toBe(200);
    expect((await send('/comment', 'ann')).statusCode).toBe(200);
    await app.close();
  });
});
