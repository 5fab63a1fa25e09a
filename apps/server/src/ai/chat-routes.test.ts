import {
  AI_FAILURE_MESSAGE,
  type JudgeJobInput,
  type JudgeResult,
  problemInputSchema,
} from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsRepository } from '../problems/repository';
import { saveProblem } from '../problems/save-problem';
import {
  failingAnswer,
  openAiAnswer,
  type ProviderStandIn,
  startProviderStandIn,
} from '../test-support/ai-provider-stand-in';
import { judgeStandIn } from '../test-support/judge-stand-in';
import {
  HIDDEN_SECRET_INPUT,
  HIDDEN_SECRET_OUTPUT,
  sumProblem,
  sumSolutions,
} from '../test-support/problem-fixtures';
import { createTestApp, registerLearner, type TestApp } from '../test-support/test-app';
import { REMOVED_SOLUTION_NOTE } from './reply-guard';

const KEY = 'sk-never-show-this-key-4242';
const HINTS = ['Read both numbers first.', 'Add them with 64-bit integers.'];

/** What the stand-in judge answers: every test wrong, printing "-1". */
function wrongOnEveryTest(job: JudgeJobInput): JudgeResult {
  const status = { id: 4, description: 'Wrong Answer' };
  return {
    compile: { ok: true, output: '' },
    tests: job.tests.map(() => ({
      status_id: 4,
      status,
      stdout: '-1\n',
      stderr: '',
      time: 0.01,
      wallTime: 0.02,
      memory: 1024,
      exitCode: 0,
      signal: null,
    })),
    status_id: 4,
    status,
    error: null,
  } as JudgeResult;
}

describe('POST /api/ai/chat with a model provider (a local stand-in OpenAI-compatible server)', () => {
  let t: TestApp;
  let standIn: ProviderStandIn;
  let problemId: string;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  const judgedJobs: JudgeJobInput[] = [];

  beforeAll(async () => {
    standIn = await startProviderStandIn(openAiAnswer('Think about the sum.'));
    t = await createTestApp('pglite', {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: `${standIn.url}/v1`,
      AI_API_KEY: KEY,
      AI_MODEL: 'stand-in-model',
      AI_RATE_LIMIT_PER_MINUTE: '1000',
    });
    t.judge.queue = judgeStandIn((job) => {
      judgedJobs.push(job);
      return wrongOnEveryTest(job);
    });
    problemId = await saveProblem(
      { problems: problemsRepository(t.database.db), judge: t.judge },
      problemInputSchema.parse(sumProblem()),
      {
        skipVerification: true,
        extras: { hints: HINTS, editorial: '## Approach\n\nAdd.\n\n## Complexity\n\nO(1).' },
      },
    );
    learner = await registerLearner(t.app, 'Chatter');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const chat = (
    text: string,
    extra: Record<string, unknown> = {},
    cookie: string | null = learner.cookie,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: {
        messages: [{ role: 'user', parts: [{ text }] }],
        title: 'Add',
        description: 'Add two numbers',
        testCases: [],
        startCode: [],
        problemId,
        ...extra,
      },
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });

  it('asks guests to log in', async () => {
    const response = await chat('Give me a hint', {}, null);
    expect(response.statusCode).toBe(401);
  });

  it('holds the newest message to 2–1000 characters, with the rule as the message', async () => {
    const short = await chat('x');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Message must be at least 2 characters');
    const long = await chat('y'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Message must be at most 1000 characters');
    const blank = await chat('   ');
    expect(blank.json().message).toBe('Message is required');
  });

  it('answers {message} from the provider, and names the model in GET /api/ai/status', async () => {
    standIn.answerWith(openAiAnswer('Think about the sum.'));
    const response = await chat('Give me a hint');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Think about the sum.' });
    const status = await t.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(status.json()).toEqual({ provider: 'openai', model: 'stand-in-model' });
  });

  it('takes the start code of all four languages, as the web app sends it', async () => {
    standIn.answerWith(openAiAnswer('Start from the template.'));
    const startCode = ['C++', 'Java', 'JavaScript', 'Python'].map((language) => ({
      language,
      initialCode: `// ${language} template`,
    }));
    const response = await chat('Give me a hint', { startCode });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Start from the template.' });
  });

  it('streams server-sent events when asked, a line at a time, ending with the whole reply', async () => {
    // The reply guard passes prose on once a line is complete (it may hold code until then).
    const reply = 'A longer reply\nthat arrives\nin several pieces.';
    standIn.answerWith(openAiAnswer(reply));
    const response = await chat('Give me a hint', {}, learner.cookie, {
      accept: 'text/event-stream',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const deltas = [...response.body.matchAll(/^data: (\{"delta".*)$/gm)].map(
      (match) => JSON.parse(match[1] as string).delta,
    );
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(reply);
    expect(response.body).toContain(`event: done\ndata: ${JSON.stringify({ message: reply })}`);
  });

  it('grounds "why does my code fail" on the visible tests only: no hidden test reaches the judge or the provider', async () => {
    standIn.answerWith(openAiAnswer('Look at your subtraction.'));
    const before = standIn.requests.length;
    const jobsBefore = judgedJobs.length;
    const response = await chat('Why does my code fail?', {
      code: sumSolutions.wrongCpp,
      language: 'cpp',
    });
    expect(response.statusCode, response.body).toBe(200);
    const sent = standIn.requests.slice(before).map((request) => request.body);
    expect(sent).toHaveLength(1);
    const prompt = JSON.parse(sent[0] as string).messages[0].content as string;
    // The stored problem, the learner's code and the first failing visible test are in it…
    expect(prompt).toContain('Read two integers and print their sum.');
    expect(prompt).toContain(sumSolutions.wrongCpp.trim());
    expect(prompt).toContain('Example 1 of 2 fails with verdict Wrong Answer');
    expect(prompt).toContain('Read both numbers first.');
    // …the next hint is due but not the one after, nor the approach.
    expect(prompt).not.toContain('Add them with 64-bit integers.');
    expect(prompt).not.toContain('## Editorial: approach');
    for (const body of [
      ...standIn.requests.map((request) => request.body),
      ...judgedJobs.map((job) => JSON.stringify(job)),
    ]) {
      expect(body).not.toContain(HIDDEN_SECRET_INPUT.trim());
      expect(body).not.toContain(HIDDEN_SECRET_OUTPUT.trim());
      expect(body).not.toContain('10 20');
    }
    const judged = judgedJobs.slice(jobsBefore).flatMap((job) => job.tests);
    expect(judged.map((test) => test.input)).toEqual(['1 2\n', '-5 5\n']);
  });

  it('never sends a reference solution to the provider', async () => {
    for (const request of standIn.requests) {
      expect(request.body).not.toContain('a+b<<');
      expect(request.body).not.toContain('map(BigInt)');
    }
  });

  it('cuts a provider reply that contains the reference solution, with a short note', async () => {
    const leaked = `Here is the answer:\n\n\`\`\`javascript\n${sumSolutions.javascript}\`\`\`\n\nGood luck!`;
    standIn.answerWith(openAiAnswer(leaked));
    const response = await chat('Please just give me the full solution code');
    const { message } = response.json();
    expect(message).not.toContain('readFileSync');
    expect(message).toContain(REMOVED_SOLUTION_NOTE);
    expect(message).toContain('Here is the answer:');
    expect(message).toContain('Good luck!');
    const streamed = await chat('Please just give me the full solution code', {}, learner.cookie, {
      accept: 'text/event-stream',
    });
    expect(streamed.body).not.toContain('readFileSync');
    expect(streamed.body).toContain('A complete solution was removed here');
  });

  it('answers 503 with the client’s message when the provider fails, and never shows or logs the key', async () => {
    standIn.answerWith(failingAnswer(500));
    const response = await chat('Give me a hint');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(AI_FAILURE_MESSAGE);
    expect(response.body).not.toContain(KEY);
    const streamed = await chat('Give me a hint', {}, learner.cookie, {
      accept: 'text/event-stream',
    });
    expect(streamed.statusCode).toBe(503);
    expect(streamed.body).not.toContain(KEY);
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('AI provider openai (stand-in-model) failed');
    expect(logged).not.toContain(KEY);
    const status = await t.app.inject({ method: 'GET', url: '/api/ai/status' });
    expect(status.body).not.toContain(KEY);
  });
});

describe('AI chat limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      AI_RATE_LIMIT_PER_MINUTE: '3',
      AI_DAILY_MESSAGES: '1000',
    });
  }, 60_000);
  afterAll(() => t.close());

  const ask = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/chat',
      payload: { messages: [{ role: 'user', parts: [{ text: 'hello tutor' }] }], title: 'A sum' },
      headers: { cookie },
    });

  it('rate limits each learner per minute with a 429 and a message', async () => {
    const { cookie } = await registerLearner(t.app, 'Limited');
    for (let index = 0; index < 3; index += 1) expect((await ask(cookie)).statusCode).toBe(200);
    const limited = await ask(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    // Another learner has their own allowance.
    expect((await ask((await registerLearner(t.app, 'Other')).cookie)).statusCode).toBe(200);
  });

  it('stops a learner at the daily budget with a 429 saying when it resets', async () => {
    const small = await createTestApp('pglite', { AI_DAILY_MESSAGES: '2' });
    try {
      const { cookie } = await registerLearner(small.app, 'Budget');
      const send = () =>
        small.app.inject({
          method: 'POST',
          url: '/api/ai/chat',
          payload: { messages: [{ role: 'user', parts: [{ text: 'hello tutor' }] }] },
          headers: { cookie },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const spent = await send();
      expect(spent.statusCode).toBe(429);
      expect(spent.json().message).toContain('today’s 2 tutor messages');
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('with AI_PROVIDER=off: the status says so and chat answers 503', async () => {
    const off = await createTestApp('pglite', { AI_PROVIDER: 'off' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/api/ai/status' })).json()).toEqual({
        provider: 'off',
        model: null,
      });
      const { cookie } = await registerLearner(off.app, 'Offline');
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/ai/chat',
        payload: { messages: [{ role: 'user', parts: [{ text: 'hello tutor' }] }] },
        headers: { cookie },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('The AI tutor is turned off on this server.');
    } finally {
      await off.close();
    }
  });
});
