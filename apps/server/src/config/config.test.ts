import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SAME_SITE_NONE_NEEDS_HTTPS } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.SESSION_TTL_DAYS).toBe(7);
  });

  it('reports every invalid variable at once', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        CORS_ORIGINS: 'nope',
      });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'CORS_ORIGINS']) {
        expect(problems).toContain(name);
      }
    }
  });

  it('reads GRINDSTONE_SYSTEM_PACKAGES as auto (the default) or skip', () => {
    expect(loadConfig({}).GRINDSTONE_SYSTEM_PACKAGES).toBe('auto');
    expect(loadConfig({ GRINDSTONE_SYSTEM_PACKAGES: 'skip' }).GRINDSTONE_SYSTEM_PACKAGES).toBe(
      'skip',
    );
    expect(() => loadConfig({ GRINDSTONE_SYSTEM_PACKAGES: 'never' })).toThrow(
      'GRINDSTONE_SYSTEM_PACKAGES: must be auto or skip',
    );
  });

  it('reads the slow-client limits, with defaults a classroom behind one address can live with', () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_RECEIVE_TIMEOUT_S: 60,
      UPLOAD_MIN_BYTES_PER_S: 8192,
      MAX_CONNECTIONS_PER_ADDRESS: 256,
    });
    expect(() =>
      loadConfig({
        REQUEST_RECEIVE_TIMEOUT_S: '0',
        UPLOAD_MIN_BYTES_PER_S: 'fast',
        MAX_CONNECTIONS_PER_ADDRESS: '-1',
      }),
    ).toThrow(
      /REQUEST_RECEIVE_TIMEOUT_S[\s\S]*UPLOAD_MIN_BYTES_PER_S[\s\S]*MAX_CONNECTIONS_PER_ADDRESS/,
    );
  });

  it('refuses a JUDGE_CACHE_DIR inside DATA_DIR, which the sandbox’s uids cannot enter', () => {
    expect(() =>
      loadConfig({ DATA_DIR: '/srv/grindstone', JUDGE_CACHE_DIR: '/srv/grindstone/judge' }),
    ).toThrow('JUDGE_CACHE_DIR: must not be inside DATA_DIR');
    expect(
      loadConfig({ DATA_DIR: '/srv/grindstone', JUDGE_CACHE_DIR: '/srv/grindstone-judge' })
        .JUDGE_CACHE_DIR,
    ).toBe('/srv/grindstone-judge');
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('defaults to the offline tutor and names what a model provider is missing', () => {
    expect(loadConfig({})).toMatchObject({ AI_PROVIDER: 'offline', AI_TIMEOUT_MS: 30_000 });
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL: [\s\S]*AI_BASE_URL: /);
    expect(() => loadConfig({ AI_PROVIDER: 'gemini', AI_MODEL: 'gemini-2.0-flash' })).toThrow(
      /AI_API_KEY: AI_PROVIDER=gemini needs an API key/,
    );
    expect(() => loadConfig({ AI_PROVIDER: 'claude' })).toThrow(/AI_PROVIDER: must be one of/);
    const ollama = loadConfig({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://localhost:11434/v1/',
      AI_MODEL: 'llama3.1',
    });
    expect(ollama.AI_BASE_URL).toBe('http://localhost:11434/v1');
  });

  it('splits CORS_ORIGINS on commas', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('keeps only the origin of each CORS_ORIGINS entry, as browsers send it', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example/, http://b.example:8080/app' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'http://b.example:8080']);
  });

  it('reads TRUST_PROXY as off, a hop count, or a list of proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16, ::1, loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.5', '192.168.0.0/16', '::1', 'loopback']);
    for (const bad of ['yes', '10.0.0.300', 'proxy.example.com', '-1', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false/);
    }
  });

  it('reads COOKIE_SAME_SITE as lax (the default), strict or none', () => {
    expect(loadConfig({}).COOKIE_SAME_SITE).toBe('lax');
    expect(loadConfig({ COOKIE_SAME_SITE: 'Strict' }).COOKIE_SAME_SITE).toBe('strict');
    expect(loadConfig({ COOKIE_SAME_SITE: 'none', TRUST_PROXY: '1' }).COOKIE_SAME_SITE).toBe(
      'none',
    );
    expect(() => loadConfig({ COOKIE_SAME_SITE: 'sometimes' })).toThrow(
      'COOKIE_SAME_SITE: must be lax, strict or none',
    );
  });

  it('refuses COOKIE_SAME_SITE=none without HTTPS, i.e. without a trusted TLS proxy', () => {
    for (const trustProxy of [undefined, 'false', '0']) {
      const env = { COOKIE_SAME_SITE: 'none', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) };
      expect(() => loadConfig(env), trustProxy).toThrow(SAME_SITE_NONE_NEEDS_HTTPS);
    }
    expect(SAME_SITE_NONE_NEEDS_HTTPS).toMatch(/Secure.*TRUST_PROXY/);
    for (const trustProxy of ['true', '2', '10.0.0.5']) {
      expect(
        loadConfig({ COOKIE_SAME_SITE: 'none', TRUST_PROXY: trustProxy }).COOKIE_SAME_SITE,
      ).toBe('none');
    }
    // A broken TRUST_PROXY is reported as such, not as a second problem about cookies.
    try {
      loadConfig({ COOKIE_SAME_SITE: 'none', TRUST_PROXY: 'yes' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        expect.stringMatching(/^TRUST_PROXY: must be false/),
      ]);
    }
  });

  it('caps ADMIN_PASSWORD at the longest password login accepts', () => {
    const admin = { ADMIN_EMAIL: 'boss@example.com' };
    expect(() => loadConfig({ ...admin, ADMIN_PASSWORD: 'p'.repeat(129) })).toThrow(
      'ADMIN_PASSWORD: must be at most 128 characters (the longest password login accepts)',
    );
    expect(loadConfig({ ...admin, ADMIN_PASSWORD: 'p'.repeat(128) }).ADMIN_PASSWORD).toHaveLength(
      128,
    );
  });

  it('validates the judge’s variables, which packages/judge reads by itself', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(
      problemsOf({
        JUDGE_SANDBOX: 'off',
        JUDGE_UID_BASE: '12',
        JUDGE_CACHE_DIR: 'relative/cache',
        JUDGE0_URL: 'ftp://judge0',
        JUDGE_JAVAC: '/nonexistent/bin/javac',
      }),
    ).toEqual([
      'JUDGE_SANDBOX: must be auto, reduced or none',
      'JUDGE_UID_BASE: must be at least 1000 (never a system or login uid)',
      'JUDGE_CACHE_DIR: must be an absolute path to a directory',
      'JUDGE0_URL: must be an http:// or https:// URL of a Judge0 server',
      expect.stringMatching(/^JUDGE_JAVAC: must be an executable javac/),
    ]);
    expect(problemsOf({ JUDGE0_AUTH_TOKEN: 'secret' })).toEqual([
      'JUDGE0_AUTH_TOKEN: is only used with JUDGE0_URL, which is not set',
    ]);
    const valid = loadConfig({
      JUDGE_SANDBOX: 'reduced',
      JUDGE_UID_BASE: '70000',
      JUDGE_CACHE_DIR: '/var/cache/grindstone-judge',
      JUDGE0_URL: 'https://judge0.example.edu',
      JUDGE0_AUTH_TOKEN: 'secret',
      JUDGE_JAVAC: process.execPath,
    });
    expect(valid).toMatchObject({ JUDGE_SANDBOX: 'reduced', JUDGE_UID_BASE: 70000 });
    expect(loadConfig({}).JUDGE_SANDBOX).toBe('auto');
  });
});
