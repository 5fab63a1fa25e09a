import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieOf, type TestApp } from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

describe('request logging', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOG_LEVEL: 'trace' });
  });
  afterAll(() => t.close());

  it('never writes passwords or session tokens to the log', async () => {
    const password = 'very-secret-password-42';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'Logger', emailId: 'logger@example.com', password },
    });
    const cookie = sessionCookieOf(register);
    await t.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } });
    const token = cookie.split('=')[1] ?? '';
    const everything = JSON.stringify(t.logs);
    expect(t.logs.length).toBeGreaterThan(2);
    expect(everything).not.toContain(password);
    expect(everything).not.toContain(token);
  });
});

describe.each(testDatabaseKinds())('a failed query in the log on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'trace' });
    // Every new user is refused, and the database quotes the row's values back in its message
    // and detail — as it does for real failures ("Key (email)=(…) already exists").
    await t.database.db.execute(
      sql.raw(`create function refuse_user() returns trigger language plpgsql as $$
        begin
          raise exception 'refused %', new.password_hash
            using detail = 'row ' || new.email || ' ' || new.first_name;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_user before insert on users for each row execute function refuse_user()',
      ),
    );
  }, 120_000);
  afterAll(() => t?.close());

  it('names the failure and the query, never the parameters or the values quoted back', async () => {
    const password = 'register-password-77';
    const emailId = `leaky-${kind}@example.com`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: 'Leakington', emailId, password },
    });
    expect(response.statusCode, response.body).toBe(500);
    const { requestId } = response.json();
    const line = t.logs.find((entry) => entry.requestId === requestId && entry.err);
    expect(line?.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'database query failed (SQLSTATE P0001)',
      query: 'insert users',
      code: 'P0001',
    });
    expect((line?.err as { stack?: string } | undefined)?.stack).toMatch(/^\s+at /);

    const everything = JSON.stringify(t.logs);
    // The password hash (every one starts `scrypt$`), the other bind parameters, the SQL text.
    for (const secret of ['scrypt$', emailId, 'Leakington', password, 'refused', 'params']) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toMatch(/insert into|values \(/i);
  });
});
