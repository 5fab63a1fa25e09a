import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JudgeStatus } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { job, smallLimits } from '../test-support';
import { createJudge0Judge } from './judge0-judge';

// Judge0 cannot run here (it needs its own privileged containers), so these tests talk to a
// local stand-in that implements the documented batch endpoints: POST /submissions/batch and
// GET /submissions/batch?tokens=…, base64-encoded, answering "Processing" on the first poll.
// Like a stock Judge0, it validates each submission's limits against the default MAX_* settings
// (judge0.conf) and answers 422 with Rails-style errors when no submission of a batch is valid.
// Its "programs" echo stdin, unless the source asks for a compile error, a TLE, a crash, or one
// of Judge0's own failures (Internal Error, Exec Format Error).

type Submitted = Record<string, unknown> & {
  source_code: string;
  stdin: string;
  language_id: number;
};
type Stored = { source: string; stdin: string; languageId: number; polls: number; sent: Submitted };

/** Judge0's defaults for MAX_CPU_TIME_LIMIT, MAX_WALL_TIME_LIMIT, MAX_MEMORY_LIMIT, … */
const judge0Maxima: Record<string, number> = {
  cpu_time_limit: 15,
  cpu_extra_time: 5,
  wall_time_limit: 20,
  memory_limit: 512_000,
  stack_limit: 128_000,
  max_processes_and_or_threads: 120,
  max_file_size: 4096,
};

/** The errors Judge0's model validations give a submission (empty when valid). */
function validationErrors(submission: Submitted): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, max] of Object.entries(judge0Maxima)) {
    const value = submission[field];
    if (value === undefined) continue; // Judge0 applies its default
    if (typeof value !== 'number') errors[field] = ['is not a number'];
    else if (value <= 0) errors[field] = ['must be greater than 0'];
    else if (value > max) errors[field] = [`must be less than or equal to ${max}`];
  }
  if (![54, 62, 63].includes(submission.language_id)) {
    errors.language_id = [`language with id ${submission.language_id} doesn't exist`];
  }
  return errors;
}
const submissions = new Map<string, Stored>();
const seenTokens: string[] = [];
const b64 = (text: string) => Buffer.from(text).toString('base64');
const unb64 = (text: string) => Buffer.from(text, 'base64').toString();

async function body(request: IncomingMessage) {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text);
}

function resultOf(token: string, stored: Stored) {
  stored.polls++;
  const base = { token, stderr: null, compile_output: null, message: null, exit_signal: null };
  if (stored.polls === 1)
    return {
      ...base,
      status: { id: 2, description: 'Processing' },
      stdout: null,
      time: null,
      wall_time: null,
      memory: null,
      exit_code: null,
    };
  const ran = { time: '0.012', wall_time: '0.030', memory: 3120, exit_code: 0 };
  if (stored.source.includes('COMPILE_ERROR'))
    return {
      ...base,
      ...ran,
      status: { id: 6, description: 'Compilation Error' },
      stdout: null,
      compile_output: b64("main.cpp:1: error: 'x' was not declared"),
    };
  if (stored.source.includes('BOX_FAILURE'))
    return {
      ...base,
      ...ran,
      status: { id: 13, description: 'Internal Error' },
      stdout: null,
      message: b64('Cannot run /box/script: isolate box 7 is busy'),
    };
  if (stored.source.includes('EXEC_FORMAT'))
    return { ...base, ...ran, status: { id: 14, description: 'Exec Format Error' }, stdout: null };
  const tle = { status: { id: 5, description: 'Time Limit Exceeded' }, stdout: null };
  // Judge0 says Time Limit Exceeded for its wall-clock limit too (a sleeping program).
  if (stored.source.includes('SLEEP')) return { ...base, ...ran, ...tle, wall_time: '5.001' };
  if (stored.source.includes('SPIN')) return { ...base, ...ran, ...tle, time: '1.004' };
  if (stored.source.includes('CRASH'))
    return {
      ...base,
      ...ran,
      exit_code: null,
      exit_signal: 11,
      status: { id: 7, description: 'Runtime Error (SIGSEGV)' },
      stdout: null,
      stderr: b64('Segmentation fault'),
    };
  return { ...base, ...ran, status: { id: 3, description: 'Accepted' }, stdout: b64(stored.stdin) };
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (request.headers['x-auth-token'] !== 'secret-token') {
    response.writeHead(401).end();
    return;
  }
  if (request.method === 'POST' && url.pathname === '/submissions/batch') {
    const { submissions: batch } = (await body(request)) as { submissions: Submitted[] };
    const answers = batch.map((submission) => {
      const errors = validationErrors(submission);
      if (Object.keys(errors).length > 0) return errors;
      const token = `t${submissions.size + 1}`;
      submissions.set(token, {
        source: unb64(submission.source_code),
        stdin: unb64(submission.stdin),
        languageId: submission.language_id,
        polls: 0,
        sent: submission,
      });
      return { token };
    });
    const anyValid = answers.some((answer) => 'token' in answer);
    response
      .writeHead(anyValid ? 201 : 422, { 'content-type': 'application/json' })
      .end(JSON.stringify(answers));
    return;
  }
  if (request.method === 'GET' && url.pathname === '/submissions/batch') {
    const tokens = (url.searchParams.get('tokens') ?? '').split(',');
    seenTokens.push(...tokens);
    const results = tokens.map((token) => resultOf(token, submissions.get(token) as Stored));
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ submissions: results }));
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const judge = createJudge0Judge({ url, authToken: 'secret-token', pollMs: 10 });

describe('Judge0 backend (against a local stand-in for the Judge0 API)', () => {
  afterAll(() => server.close());

  it('sends base64 batches with the language id, polls until done, and checks outputs itself', async () => {
    const result = await judge.judge(
      job('java', 'class Main {}', [
        { input: '1 2\n', expected: '1 2' },
        { input: '3', expected: '4' },
      ]),
    );
    expect(result.tests.map((test) => test.status_id)).toEqual([3, 4]);
    expect(result.tests[0]).toMatchObject({
      stdout: '1 2\n',
      time: 0.012,
      wallTime: 0.03,
      memory: 3120,
    });
    expect([...submissions.values()].at(-1)?.languageId).toBe(62);
    expect(seenTokens.length).toBeGreaterThanOrEqual(4); // polled again after "Processing"
  });

  it('sends Judge0 CE language ids: 54 for C++, 62 for Java, 63 for JavaScript', async () => {
    const ids: Record<string, number | undefined> = {};
    for (const language of ['cpp', 'java', 'javascript'] as const) {
      const result = await judge.judge(
        job(language, `echo ${language}`, [{ input: 'x', expected: 'x' }]),
      );
      expect(result.status_id).toBe(JudgeStatus.accepted);
      ids[language] = [...submissions.values()].at(-1)?.languageId;
    }
    expect(ids).toEqual({ cpp: 54, java: 62, javascript: 63 });
  });

  it("the stand-in refuses limits above Judge0's maxima, as Judge0 does", async () => {
    const response = await fetch(`${url}/submissions/batch?base64_encoded=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': 'secret-token' },
      body: JSON.stringify({
        submissions: [{ source_code: b64('x'), language_id: 54, stdin: '', max_file_size: 65_536 }],
      }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual([
      { max_file_size: ['must be less than or equal to 4096'] },
    ]);
  });

  it("clamps generous problem limits to Judge0's maxima instead of being refused", async () => {
    const limits = { cpuMs: 60_000, wallMs: 120_000, memoryKb: 4_194_304, outputKb: 64 };
    const result = await judge.judge(
      job('cpp', 'echo', [{ input: '7', expected: '7' }], { limits }),
    );
    expect(result.status_id).toBe(JudgeStatus.accepted);
    const sent = [...submissions.values()].at(-1)?.sent;
    expect(sent).toMatchObject({
      cpu_time_limit: 15,
      wall_time_limit: 20,
      memory_limit: 512_000,
      stack_limit: 128_000,
      max_file_size: 4096,
    });
    // Within the maxima, the problem's own limits go through unchanged.
    await judge.judge(job('cpp', 'echo'));
    expect([...submissions.values()].at(-1)?.sent).toMatchObject({
      cpu_time_limit: smallLimits.cpuMs / 1000,
      wall_time_limit: smallLimits.wallMs / 1000,
      memory_limit: smallLimits.memoryKb,
    });
  });

  it('maps compilation errors, time limits and crashes', async () => {
    const [compile, slow, sleepy, crash] = await Promise.all([
      judge.judge(job('cpp', 'COMPILE_ERROR')),
      judge.judge(job('javascript', 'SPIN')),
      judge.judge(job('javascript', 'SLEEP')),
      judge.judge(job('cpp', 'CRASH')),
    ]);
    expect(compile.status_id).toBe(JudgeStatus.compilationError);
    expect(compile.compile.output).toContain('was not declared');
    expect(slow.status_id).toBe(JudgeStatus.timeLimitExceeded);
    // Never a time limit verdict below the CPU limit: a waiting program is told so.
    expect(sleepy.tests[0]).toMatchObject({
      status_id: JudgeStatus.runtimeErrorOther,
      time: 0.012,
    });
    expect(sleepy.tests[0]?.message).toContain('was waiting, not computing');
    expect(crash.tests[0]).toMatchObject({
      status_id: 7,
      signal: 11,
      stderr: 'Segmentation fault',
    });
  });

  it('splits more than 20 tests into batches', async () => {
    const tests = Array.from({ length: 45 }, (_, i) => ({ input: String(i), expected: String(i) }));
    const result = await judge.judge(job('cpp', 'echo', tests));
    expect(result.status_id).toBe(JudgeStatus.accepted);
    expect(result.tests).toHaveLength(45);
  });

  it('fails with judge-failed when Judge0 refuses (wrong token)', async () => {
    const unauthorised = createJudge0Judge({ url, authToken: 'wrong', pollMs: 10 });
    await expect(unauthorised.judge(job('cpp', 'x'))).rejects.toMatchObject({
      name: 'JudgeError',
      code: 'judge-failed',
      message: expect.stringContaining('401'),
    });
  });

  it('fails with judge-failed when Judge0 could not run a test (Internal Error, Exec Format Error)', async () => {
    const tests = [
      { input: '1', expected: '1' },
      { input: '2', expected: '2' },
    ];
    await expect(judge.judge(job('cpp', 'BOX_FAILURE', tests))).rejects.toMatchObject({
      name: 'JudgeError',
      code: 'judge-failed',
      message: expect.stringMatching(/^Judge0 answered Internal Error for t\d+: Cannot run \/box/),
    });
    await expect(judge.judge(job('javascript', 'EXEC_FORMAT'))).rejects.toMatchObject({
      code: 'judge-failed',
      message: expect.stringContaining('Exec Format Error'),
    });
  });
});
