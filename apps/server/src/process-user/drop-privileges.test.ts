import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../../../scripts/lib/server-process.mjs';
import { judgeSkipReason } from '../test-support/sandbox-available';
import { runServerToExit } from '../test-support/server-process';

const notRoot =
  process.getuid?.() === 0 ? null : 'not root: the privilege drop happens only as root';
const skip = notRoot ?? judgeSkipReason();
if (skip) console.warn(`[server] privilege drop tests skipped: ${skip}`);

/** Real, effective, saved and file-system uid of a process. */
const uidsOf = (pid: number) =>
  (readFileSync(`/proc/${pid}/status`, 'utf8').match(/^Uid:\s+(.*)$/m)?.[1] ?? '')
    .split(/\s+/)
    .map(Number);

const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);

describe.skipIf(skip)('started as root', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grindstone-drop-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ from: 'source', env: { DATA_DIR: dataDir } });
  }, 180_000);
  afterAll(async () => {
    if (server) await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves as an unprivileged account while the judge process keeps root and full mode', async () => {
    const apiPid = server.child.pid as number;
    const [real, effective, saved] = uidsOf(apiPid);
    expect(real).not.toBe(0);
    expect(effective).toBe(real);
    expect(saved).toBe(real);
    // Its data belongs to that account; nothing it serves from is writable as root by it.
    expect(statSync(dataDir).uid).toBe(real);
    expect(statSync(path.join(dataDir, 'db')).uid).toBe(real);

    const judgeProcesses = childrenOf(apiPid).filter((pid) =>
      readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('child-main.ts'),
    );
    expect(judgeProcesses).toHaveLength(1);
    expect(uidsOf(judgeProcesses[0] as number)[1]).toBe(0);

    const health = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as {
      judge: { sandbox: string };
    };
    expect(health.judge.sandbox).toBe('full');

    const register = await fetch(`${server.baseUrl}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Drop',
        emailId: 'drop@example.com',
        password: 'a-good-password',
      }),
    });
    expect(register.status).toBe(201);
    const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const list = (await (
      await fetch(`${server.baseUrl}/api/problem/getAllProblem?page=1&limit=1`, {
        headers: { cookie },
      })
    ).json()) as { problems: Array<{ _id: string }> };
    const problemId = list.problems[0]?._id;
    const submit = await fetch(`${server.baseUrl}/api/submission/submit/${problemId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ language: 'javascript', code: 'console.log("no")' }),
    });
    expect(submit.status).toBe(200);
    expect(((await submit.json()) as { status: string }).status).toBe('Wrong Answer');
  }, 120_000);
});

describe.skipIf(notRoot)('GRINDSTONE_USER', () => {
  it('refuses to start for an account that does not exist, saying which', () => {
    const result = runServerToExit({
      PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'grindstone-drop-')),
      GRINDSTONE_USER: 'no-such-account',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('there is no account named no-such-account');
  }, 130_000);
});
