import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built server (`apps/server/dist/main.js`) as `npm start` would, on a free port with
 * a fresh data directory, so the bundled catalogue is imported exactly as on a first start.
 */
export async function startBuiltServer(root: string): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'grindstone-bench-web-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // Not listening yet: the first start imports the catalogue into the new database.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('server did not become healthy within 180 s');
}

/** Registers a fresh learner and returns its session as a `Cookie` header value. */
export async function registerLearner(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      emailId: `bench-${Date.now()}@example.com`,
      password: 'a-good-password',
    }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  if (cookies.length === 0) throw new Error('register set no session cookie');
  return cookies.join('; ');
}

/** The id of the first problem of the list (the bundled catalogue's first). */
export async function firstProblemId(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/problem/getAllProblem?page=1&limit=10`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`problem list failed: ${response.status}`);
  const { problems } = (await response.json()) as { problems: { _id: string }[] };
  const id = problems[0]?._id;
  if (!id) throw new Error('the catalogue is empty: nothing to open on the problem page');
  return id;
}
