// The real server (src/main.ts through tsx) in a child process, so the load generator does not
// share its event loop; it listens on 127.0.0.1 only.
import { startServer } from '../../../scripts/lib/server-process.mjs';
import { SESSION_COOKIE } from '../src/sessions/auth';

export async function startBenchServer(env: Record<string, string>) {
  const server = await startServer({
    from: 'source',
    env: { NODE_ENV: 'production', WEB_DIST_DIR: '/nonexistent-web-dist', ...env },
  });
  const { baseUrl } = server;

  async function sessionCookie(pathname: string, body: unknown): Promise<string> {
    const response = await fetch(`${baseUrl}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    if (!response.ok || !cookie) {
      throw new Error(`${pathname} failed: ${response.status} ${await response.text()}`);
    }
    return cookie;
  }

  return {
    baseUrl,
    output: server.output,

    /** Logs in through the API and returns the `name=value` session cookie. */
    login: (email: string, password: string) =>
      sessionCookie('/api/user/login', { emailId: email, password }),

    /** Registers a learner through the API and returns their session cookie. */
    register: (firstName: string, email: string, password: string) =>
      sessionCookie('/api/user/register', { firstName, emailId: email, password }),

    /** A sanity check that the seed and the session work before any timing. */
    async expectSolvedTotal(cookie: string, expected: number): Promise<void> {
      const response = await fetch(`${baseUrl}/api/problem/getAllProblem?status=solved`, {
        headers: { cookie },
      });
      const body = (await response.json()) as { total?: number };
      if (body.total !== expected) {
        throw new Error(`expected ${expected} solved problems, got ${JSON.stringify(body)}`);
      }
    },

    /**
     * Waits until the server has worked off any backlog of an overloaded phase (it keeps
     * answering requests whose sockets the generator gave up on): three health answers in a row
     * under 100 ms, or two minutes. Returns the seconds waited.
     */
    async settle(): Promise<number> {
      const start = performance.now();
      let fast = 0;
      while (fast < 3 && performance.now() - start < 120_000) {
        const sent = performance.now();
        await (await fetch(`${baseUrl}/api/health`)).text();
        fast = performance.now() - sent < 100 ? fast + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (performance.now() - start) / 1000;
    },

    stop: server.stop,
  };
}
