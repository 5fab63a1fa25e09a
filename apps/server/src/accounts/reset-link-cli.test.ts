import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../db/schema';
import { createTestDatabase } from '../test-support/test-databases';
import { usersRepository } from '../users/repository';

describe('npm run admin -- reset-link', () => {
  const cli = path.resolve(import.meta.dirname, '../cli/admin.ts');
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });

  it('names the command in its usage', () => {
    expect(run([], {}).stderr).toContain('npm run admin -- reset-link <email>');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'prints a one-hour single-use link under PUBLIC_URL whose hash alone is stored (needs TEST_DATABASE_URL)',
    async () => {
      const database = await createTestDatabase('postgres');
      try {
        const users = usersRepository(database.db);
        const user = await users.insert({
          firstName: 'Locked',
          email: 'locked@example.com',
          passwordHash: 'x',
        });
        const env = { DATABASE_URL: database.url ?? '', PUBLIC_URL: 'https://code.example.org' };
        const result = run(['reset-link', 'LOCKED@example.com'], env);
        expect(result.status, result.stderr).toBe(0);
        const link = result.stdout.trim();
        expect(link).toMatch(/^https:\/\/code\.example\.org\/reset-password#token=[\w-]{43}$/);
        const token = link.split('#token=')[1] ?? '';
        const [row] = await database.db
          .select()
          .from(accountTokens)
          .where(eq(accountTokens.userId, user?.id ?? ''));
        expect(row).toMatchObject({
          tokenHash: createHash('sha256').update(token).digest('hex'),
          purpose: 'password-reset',
          usedAt: null,
        });
        const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
        expect(lifetime).toBeGreaterThan(58 * 60 * 1000);
        expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);

        const unknown = run(['reset-link', 'nobody@example.com'], env);
        expect(unknown.status).toBe(1);
        expect(unknown.stderr).toContain('No user with e-mail nobody@example.com');
      } finally {
        await database.destroy();
      }
    },
  );
});
