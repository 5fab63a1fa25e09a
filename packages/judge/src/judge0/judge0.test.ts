import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JudgeStatus } from '@grindstone/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { job } from '../test-support';
import { createJudge0Judge } from './judge0-judge';

// Judge0 cannot run here (it needs its own privileged containers), so these tests talk to a
// local stand-in that implements the documented batch endpoints: POST /submissions/batch and
// GET /submissions/batch?tokens=…, base64-encoded, answering "Processing" on the first poll.
// Its "programs" echo stdin, unless the source asks for a compile error, a TLE or a crash.

type Stored = { source: string; stdin: string; languageId: number; polls: number };
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
  if (stored.source.includes('SLEEP'))
    return { ...base, ...ran, status: { id: 5, description: 'Time Limit Exceeded' }, stdout: null };
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
    const { submissions: batch } = await body(request);
    const tokens = batch.map(
      (submission: { source_code: string; stdin: string; language_id: number }) => {
        const token = `t${submissions.size + 1}`;
        submissions.set(token, {
          source: unb64(submission.source_code),
          stdin: unb64(submission.stdin),
          languageId: submission.language_id,
          polls: 0,
        });
        return { token };
      },
    );
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(tokens));
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

  it('maps compilation errors, time limits and crashes', async () => {
    const [compile, slow, crash] = await Promise.all([
      judge.judge(job('cpp', 'COMPILE_ERROR')),
      judge.judge(job('javascript', 'SLEEP')),
      judge.judge(job('cpp', 'CRASH')),
    ]);
    expect(compile.status_id).toBe(JudgeStatus.compilationError);
    expect(compile.compile.output).toContain('was not declared');
    expect(slow.status_id).toBe(JudgeStatus.timeLimitExceeded);
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

  it('answers Internal Error when Judge0 refuses (wrong token)', async () => {
    const unauthorised = createJudge0Judge({ url, authToken: 'wrong', pollMs: 10 });
    const result = await unauthorised.judge(job('cpp', 'x'));
    expect(result.status_id).toBe(JudgeStatus.internalError);
    expect(result.error).toContain('401');
  });
});
