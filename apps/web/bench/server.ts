import { type ServerProcess, startServer } from '../../../scripts/lib/server-process.mjs';

/**
 * Starts the built server (`apps/server/dist/main.js`) as `npm start` would, on a free port with
 * a fresh data directory, so the bundled catalogue is imported exactly as on a first start.
 */
export function startBuiltServer(): Promise<ServerProcess> {
  return startServer({ from: 'build', output: 'inherit' });
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
