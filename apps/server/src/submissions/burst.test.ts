import { problemInputSchema } from '@grindstone/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import { sumProblem, sumSolutions } from '../test-support/problem-fixtures';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { createTestApp, registerLearner } from '../test-support/test-app';

// A class submitting at once, with the real sandboxed judge: every submission waits in line and
// is judged, learners take turns, and the web app hears its place in line.

const skipJudge = judgeSkipReason();
if (skipJudge) console.warn(`[tests] burst tests skipped: ${skipJudge}`);

async function withApp(env: Record<string, string>) {
  const t = await createTestApp('pglite', { JUDGE_RATE_LIMIT_PER_MINUTE: '1000', ...env });
  const problemId = await saveProblem(
    { problems: problemsRepository(t.database.db), judge: t.judge },
    problemInputSchema.parse(sumProblem()),
    { skipVerification: true },
  );
  const submit = (cookie: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/submission/submit/${problemId}`,
      payload: { code: sumSolutions.javascript, language: 'javascript' },
      headers: { cookie, ...headers },
    });
  const learners = (count: number, name: string) =>
    Promise.all(Array.from({ length: count }, () => registerLearner(t.app, name)));
  return { t, submit, learners };
}

/** The events of a `text/event-stream` answer, each as its name and parsed data. */
function eventsOf(response: LightMyRequestResponse) {
  return response.body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => ({
      name: block.match(/^event: (.*)$/m)?.[1],
      data: JSON.parse(block.match(/^data: (.*)$/m)?.[1] ?? 'null'),
    }));
}

describe.skipIf(skipJudge)('a burst of submissions with the default queue', () => {
  let app: Awaited<ReturnType<typeof withApp>>;
  beforeAll(async () => {
    app = await withApp({});
  }, 120_000);
  afterAll(() => app.t.close());

  it('accepts and judges 40 learners submitting at once: none is turned away', async () => {
    const learners = await app.learners(40, 'Class');
    const responses = await Promise.all(learners.map((learner) => app.submit(learner.cookie)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(200));
    expect(new Set(responses.map((response) => response.json().status))).toEqual(
      new Set(['Accepted']),
    );
  }, 300_000);

  it('judges learner B’s one submission before learner A’s tenth, and tells B its place in line', async () => {
    const [a, b] = await app.learners(2, 'Turn');
    if (!a || !b) throw new Error('two learners expected');
    const finished: string[] = [];
    const aSubmissions = Array.from({ length: 10 }, () =>
      app.submit(a.cookie).then((response) => {
        finished.push('a');
        return response;
      }),
    );
    // All ten of A's are in the queue (two judged, eight waiting) before B submits.
    await expect.poll(async () => (await app.t.judge.queue.stats()).waiting).toBe(8);
    const bResponse = await app.submit(b.cookie, { accept: 'text/event-stream' });
    finished.push('b');
    await Promise.all(aSubmissions);

    // B waited behind at most A's next one, not behind all eight.
    expect(finished.indexOf('b')).toBeLessThanOrEqual(5);
    expect(bResponse.statusCode).toBe(200);
    expect(bResponse.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = eventsOf(bResponse);
    const places = events
      .filter((event) => event.name === 'position')
      .map((event) => event.data.position);
    expect(places[0]).toBeGreaterThan(0);
    expect(places[0]).toBeLessThanOrEqual(2);
    expect(places.at(-1)).toBe(0);
    expect(events.at(-1)).toMatchObject({
      name: 'done',
      data: { accepted: true, status: 'Accepted', submissionId: expect.any(String) },
    });
  }, 300_000);
});

describe.skipIf(skipJudge)('a queue configured small', () => {
  let app: Awaited<ReturnType<typeof withApp>>;
  beforeAll(async () => {
    app = await withApp({ JUDGE_QUEUE_DEPTH: '3' });
  }, 120_000);
  afterAll(() => app.t.close());

  it('still answers 503 “busy” once it is really full, as JSON for a streaming client too', async () => {
    const learners = await app.learners(5, 'Full');
    const responses = await Promise.all(
      learners.map((learner) => app.submit(learner.cookie, { accept: 'text/event-stream' })),
    );
    const refused = responses.filter((response) => response.statusCode === 503);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json()).toMatchObject({
      message: 'The judge is busy. Please try again in a moment.',
    });
    const judged = responses.filter((response) => response.statusCode === 200);
    expect(judged.map((response) => eventsOf(response).at(-1)?.data.status)).toEqual(
      Array(3).fill('Accepted'),
    );
  }, 300_000);
});
