import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '../test-support/test-databases';
import { hashPassword, verifyPassword } from '../users/password';
import { usersRepository } from '../users/repository';
import { bootstrapAdmin, bootstrapAdminAtStart, grantRole } from './promote-admin';

describe.each(testDatabaseKinds())('admin accounts on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.destroy());

  it('creates the ADMIN_EMAIL account once, then leaves it alone', async () => {
    const users = usersRepository(database.db);
    expect(await bootstrapAdmin(users, 'Boss@Example.com', 'first-password')).toBe('created');
    expect(await bootstrapAdmin(users, 'boss@example.com', 'other-password')).toBe('unchanged');
    const boss = await users.findByEmail('boss@example.com');
    expect(boss?.role).toBe('admin');
    expect(await verifyPassword('first-password', boss?.passwordHash ?? '')).toBe(true);
  });

  it('promotes an existing learner named by ADMIN_EMAIL whose password is ADMIN_PASSWORD', async () => {
    const users = usersRepository(database.db);
    await users.insert({
      firstName: 'Later',
      email: 'later@example.com',
      passwordHash: await hashPassword('operator-password'),
    });
    expect(await bootstrapAdmin(users, 'later@example.com', 'operator-password')).toBe('promoted');
    expect((await users.findByEmail('later@example.com'))?.role).toBe('admin');
  });

  it('refuses to promote an account someone else registered with that address, and says how', async () => {
    const users = usersRepository(database.db);
    await users.insert({
      firstName: 'Squatter',
      email: 'owner@example.com',
      passwordHash: await hashPassword('squatter-password'),
    });
    const log = { info: vi.fn(), error: vi.fn() };
    const outcome = await bootstrapAdminAtStart(
      users,
      'owner@example.com',
      'operator-password',
      log as unknown as FastifyBaseLogger,
    );
    expect(outcome).toBe('refused');
    const squatter = await users.findByEmail('owner@example.com');
    expect(squatter?.role).toBe('user');
    expect(await verifyPassword('squatter-password', squatter?.passwordHash ?? '')).toBe(true);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error.mock.calls[0]?.[1]).toContain('npm run admin -- promote owner@example.com');
  });

  it('grants roles by e-mail from the CLI use case and reports unknown e-mails', async () => {
    const users = usersRepository(database.db);
    await users.insert({ firstName: 'Cli', email: 'cli@example.com', passwordHash: 'x' });
    expect((await grantRole(users, 'CLI@example.com', 'admin')).role).toBe('admin');
    expect((await users.findByEmail('cli@example.com'))?.role).toBe('admin');
    expect((await grantRole(users, 'CLI@example.com', 'instructor')).role).toBe('instructor');
    expect((await users.findByEmail('cli@example.com'))?.role).toBe('instructor');
    await expect(grantRole(users, 'ghost@example.com', 'admin')).rejects.toThrow(/No user/);
  });
});

describe('npm run admin', () => {
  const cli = path.resolve(import.meta.dirname, '../cli/admin.ts');
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });

  it('prints its usage and exits 2 without a command', () => {
    const result = run([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- promote <email>');
  });

  if (!process.env.TEST_DATABASE_URL) {
    console.warn(
      '[tests] TEST_DATABASE_URL is not set: the admin CLI is not run against PostgreSQL.',
    );
  }
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'grants roles in the configured PostgreSQL database (needs TEST_DATABASE_URL)',
    async () => {
      const database = await createTestDatabase('postgres');
      try {
        const users = usersRepository(database.db);
        await users.insert({ firstName: 'Operator', email: 'op@example.com', passwordHash: 'x' });
        const url = database.url;
        const result = run(['promote', 'op@example.com'], { DATABASE_URL: url ?? '' });
        expect(result.stdout).toContain('op@example.com is now an admin.');
        expect(result.status).toBe(0);
        expect((await users.findByEmail('op@example.com'))?.role).toBe('admin');
        const instructor = run(['role', 'op@example.com', 'instructor'], {
          DATABASE_URL: url ?? '',
        });
        expect(instructor.stdout).toContain('op@example.com is now an instructor.');
        expect((await users.findByEmail('op@example.com'))?.role).toBe('instructor');
        expect(run(['role', 'op@example.com', 'owner'], { DATABASE_URL: url ?? '' }).status).toBe(
          2,
        );
        const missing = run(['promote', 'nobody@example.com'], { DATABASE_URL: url ?? '' });
        expect(missing.status).toBe(1);
        expect(missing.stderr).toContain('No user with e-mail nobody@example.com');
      } finally {
        await database.destroy();
      }
    },
  );
});
