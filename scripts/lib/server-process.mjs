// Starts Grindstone's server in a child process on a free port and waits until /api/health
// answers: the one way tests, browser tests and benchmarks get a real server over HTTP. It lives
// here, outside both apps, because the web app's benchmark may not import server code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now (the kernel's pick), on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** How the server is run: the build `npm start` runs, or the sources through tsx. */
function command(from) {
  if (from === 'build') {
    const bundle = path.join(root, 'apps/server/dist/main.js');
    if (!fs.existsSync(bundle)) throw new Error('Build first: `npm run build`.');
    return { args: [bundle], env: { NODE_ENV: 'production' } };
  }
  // SERVER_NODE_FLAGS: extra node flags for a source run (e.g. --cpu-prof in a benchmark).
  const flags = process.env.SERVER_NODE_FLAGS?.split(' ') ?? [];
  return {
    args: [...flags, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    env: {},
  };
}

/**
 * Starts the server and resolves once it is healthy. Without `env.DATA_DIR` it gets a fresh
 * data directory (a first start: the bundled catalogue is imported), removed by `stop`.
 * `output: 'inherit'` shows the server's log on this terminal; otherwise `output()` returns it.
 */
export async function startServer({ from, env = {}, output = 'capture' }) {
  const freshDataDir =
    env.DATA_DIR === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), 'grindstone-')) : undefined;
  // A caller that must know the address beforehand (PUBLIC_URL in mailed links) names the port.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const run = command(from);
  const child = spawn(process.execPath, run.args, {
    cwd: root,
    env: {
      ...process.env,
      ...run.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(freshDataDir ? { DATA_DIR: freshDataDir } : {}),
      ...env,
    },
    stdio: ['ignore', output, output].map((stream) => (stream === 'capture' ? 'pipe' : stream)),
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const exited = () =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  const removeDataDir = () => {
    if (freshDataDir) fs.rmSync(freshDataDir, { recursive: true, force: true });
  };

  const server = {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    dataDir: env.DATA_DIR ?? freshDataDir,
    output: () => log,
    /** SIGTERM (a clean shutdown; SIGKILL after 15 s), then the fresh data directory goes. */
    async stop() {
      const done = exited();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
      removeDataDir();
    },
    /** SIGKILL: the server gets no chance to clean up, as in a power cut. Keeps the data. */
    async kill() {
      const done = exited();
      child.kill('SIGKILL');
      await done;
    },
  };

  // The first start of a build imports the catalogue into a new database: allow three minutes.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      removeDataDir();
      throw new Error(
        `the server exited with code ${child.exitCode} before it was healthy\n${log}`,
      );
    }
    try {
      if ((await fetch(`${server.baseUrl}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill();
  removeDataDir();
  throw new Error(`the server did not become healthy within 180 s\n${log}`);
}
