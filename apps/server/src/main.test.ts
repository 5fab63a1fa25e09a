import { describe, expect, it } from 'vitest';
import { runServerToExit } from './test-support/server-process';

describe('starting the server with a bad configuration', () => {
  it('prints every invalid variable and exits non-zero', () => {
    const result = runServerToExit(
      {
        PORT: 'not-a-port',
        DATABASE_URL: 'mysql://nope',
        LOG_LEVEL: 'chatty',
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: '',
        // Read by packages/judge itself, but validated at start-up like the rest.
        JUDGE_SANDBOX: 'off',
        // SameSite=None cookies need HTTPS, which only a trusted proxy in front provides.
        COOKIE_SAME_SITE: 'none',
        TRUST_PROXY: '',
      },
      60_000,
    );
    expect(result.status).toBe(1);
    for (const variable of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'ADMIN_PASSWORD']) {
      expect(result.stderr).toContain(variable);
    }
    expect(result.stderr).toContain('JUDGE_SANDBOX: must be auto, reduced or none');
    expect(result.stderr).toContain('COOKIE_SAME_SITE: none needs HTTPS');
    expect(result.stderr).toContain('Invalid configuration');
  });
});
