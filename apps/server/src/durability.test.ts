import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../../../scripts/lib/server-process.mjs';

describe('durability of the embedded database', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await server.kill();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a registered user after the server is killed with SIGKILL', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'grindstone-durability-'));
    const account = {
      firstName: 'Durable',
      emailId: 'durable@example.com',
      password: 'survives-kill',
    };

    // No catalogue: this test is about the account surviving, not about problems.
    const env = { DATA_DIR: dataDir, PROBLEMS_DIR: path.join(dataDir, 'no-problems') };
    server = await startServer({ from: 'source', env });
    const register = await fetch(`${server.baseUrl}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(register.status).toBe(201);
    await server.kill();

    server = await startServer({ from: 'source', env });
    const login = await fetch(`${server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailId: account.emailId, password: account.password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { firstName: string } }).user.firstName).toBe(
      'Durable',
    );
  }, 240_000);
});
