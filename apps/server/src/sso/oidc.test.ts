import { accountMessages } from '@grindstone/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { hashToken } from '../sessions/session-service';
import { type OidcTestProvider, startOidcProvider } from '../test-support/oidc-test-provider';
import {
  createTestApp,
  registerLearner,
  sessionCookieOf,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { FLOW_COOKIE } from './flow-cookie';

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

describe.each(testDatabaseKinds())('single sign-on against a real OIDC provider on %s', (kind) => {
  let t: TestApp;
  let provider: OidcTestProvider;
  beforeAll(async () => {
    provider = await startOidcProvider(CALLBACK);
    t = await createTestApp(kind, {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_NAME: 'Keycloak',
      LOG_LEVEL: 'info',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  const flowCookieOf = (response: LightMyRequestResponse) => {
    const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE);
    if (!cookie) throw new Error('no flow cookie');
    return `${cookie.name}=${cookie.value}`;
  };
  const check = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } });

  /** Start at our server, go through the provider, and come back; returns our callback's answer. */
  async function signInAs(subject: string, returnTo = '/problems', before?: () => void) {
    provider.signIn(subject);
    const start = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(start.statusCode, start.body).toBe(302);
    const back = await provider.authorize(start.headers.location as string);
    before?.();
    return callback(back, flowCookieOf(start));
  }
  const callback = (back: URL, flowCookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/oidc/callback${back.search}`,
      headers: { cookie: flowCookie },
    });
  /** Why the last sign-in was refused, as the server logged it. */
  const lastRefusal = () =>
    String(t.logs.filter((line) => line.msg === 'single sign-on refused').at(-1)?.reason ?? '');
  const expectRefused = (response: LightMyRequestResponse, why?: RegExp) => {
    if (why) expect(lastRefusal()).toMatch(why);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/login?error=sso-failed`);
    expect(response.cookies.find((c) => c.name === 'grindstone_session')).toBeUndefined();
  };

  it('names the provider for the login page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({
      password: true,
      oidc: { name: 'Keycloak' },
      passwordReset: false,
      emailVerification: false,
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['code_challenge', 'state', 'nonce']) {
      expect(url.searchParams.get(name)?.length).toBeGreaterThan(20);
    }
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    const cookie = start.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc' });
  });

  it('creates an account for a new person with a verified address, and signs them in', async () => {
    provider.accounts.set('new-person', {
      email: 'Grace@Example.org',
      email_verified: true,
      name: 'Grace',
    });
    const response = await signInAs('new-person', '/problems?page=2');
    expect(response.statusCode, response.body).toBe(302);
    expect(response.headers.location).toBe(`${PUBLIC_URL}/problems?page=2`);
    const session = await check(sessionCookieOf(response));
    expect(session.json().user).toMatchObject({
      emailId: 'grace@example.org',
      firstName: 'Grace',
      role: 'user',
    });
    // The same person again: the same account, found by the link.
    const again = await signInAs('new-person');
    expect((await check(sessionCookieOf(again))).json().user._id).toBe(session.json().user._id);
    // It has no password: none can be guessed.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { emailId: 'grace@example.org', password: '!no-password' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('links an existing account by its verified address', async () => {
    const learner = await registerLearner(t.app, 'Linked');
    provider.accounts.set('linked-person', { email: learner.emailId, email_verified: true });
    const response = await signInAs('linked-person');
    expect(response.statusCode).toBe(302);
    expect((await check(sessionCookieOf(response))).json().user._id).toBe(learner.user._id);
  });

  it('opens nothing for an address the provider did not verify', async () => {
    const learner = await registerLearner(t.app, 'Unverified');
    provider.accounts.set('unverified-person', { email: learner.emailId, email_verified: false });
    expectRefused(await signInAs('unverified-person'), /email_verified/);
  });

  it('never redirects off the site', async () => {
    provider.accounts.set('redirected', { email: 'redirected@example.org', email_verified: true });
    for (const returnTo of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      const response = await signInAs('redirected', returnTo);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/`);
    }
  });

  describe('refuses a tampered sign-in', () => {
    beforeAll(() => {
      provider.accounts.set('target', { email: 'target@example.org', email_verified: true });
    });

    it('a callback whose state is not the one this browser started with', async () => {
      provider.signIn('target');
      const mine = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      const theirs = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      const back = await provider.authorize(theirs.headers.location as string);
      expectRefused(await callback(back, flowCookieOf(mine)), /state/);
      // A state edited in the URL, with the right cookie.
      const honest = await provider.authorize(mine.headers.location as string);
      honest.searchParams.set('state', 'forged-state-value');
      expectRefused(await callback(honest, flowCookieOf(mine)), /state/);
    });

    it('a callback without the flow cookie (started elsewhere)', async () => {
      provider.signIn('target');
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      const back = await provider.authorize(start.headers.location as string);
      expectRefused(
        await t.app.inject({ method: 'GET', url: `/api/auth/oidc/callback${back.search}` }),
      );
    });

    it('an ID token with another nonce', async () => {
      provider.tamper({
        kind: 'claims',
        change: (claims) => ({ ...claims, nonce: 'replayed-nonce' }),
      });
      try {
        expectRefused(await signInAs('target'), /nonce/);
      } finally {
        provider.tamper(null);
      }
    });

    it('an ID token for another audience', async () => {
      provider.tamper({
        kind: 'claims',
        change: (claims) => ({ ...claims, aud: 'another-client' }),
      });
      try {
        expectRefused(await signInAs('target'), /aud/);
      } finally {
        provider.tamper(null);
      }
    });

    it('an ID token not signed by the provider', async () => {
      provider.tamper({ kind: 'foreign-key' });
      try {
        expectRefused(await signInAs('target'), /signature/i);
      } finally {
        provider.tamper(null);
      }
      // The honest token right after works: nothing above was refused for another reason.
      expect((await signInAs('target')).headers.location).toBe(`${PUBLIC_URL}/problems`);
    });

    it('logs why, but never the code, state or client secret', async () => {
      const logs = JSON.stringify(t.logs);
      expect(logs).toContain('single sign-on refused');
      expect(logs).not.toContain(provider.clientSecret);
      expect(logs).not.toMatch(/[?&]code=[^[]/);
    });
  });

  it('an account without a password deletes itself only just after signing in', async () => {
    provider.accounts.set('leaving', { email: 'leaving@example.org', email_verified: true });
    const stale = sessionCookieOf(await signInAs('leaving'));
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.tokenHash, hashToken(stale.split('=')[1] ?? '')));
    const tooLate = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie: stale },
      payload: {},
    });
    expect(tooLate.statusCode).toBe(403);
    expect(tooLate.json().message).toBe(accountMessages.deleteNeedsRecentSignIn);
    const cookie = sessionCookieOf(await signInAs('leaving'));
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/user/account',
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(accountMessages.deleted);
    // Signing in with the provider again makes a new, empty account.
    const again = await signInAs('leaving');
    expect((await check(sessionCookieOf(again))).json().user.firstName).toBe('leaving');
  });
});

describe.each(testDatabaseKinds())('PASSWORD_LOGIN=false on %s', (kind) => {
  it('turns off password login and signup; the provider is the way in', async () => {
    const provider = await startOidcProvider(CALLBACK);
    const t = await createTestApp(kind, {
      PUBLIC_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PASSWORD_LOGIN: 'false',
    });
    try {
      const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toMatchObject({ password: false, oidc: { name: 'single sign-on' } });
      for (const [url, payload] of [
        ['/api/user/login', { emailId: 'a@example.org', password: 'long-enough' }],
        [
          '/api/user/register',
          { firstName: 'Anyone', emailId: 'a@example.org', password: 'long-enough' },
        ],
      ] as const) {
        const response = await t.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(accountMessages.passwordLoginOff);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode).toBe(
        302,
      );
    } finally {
      await t.close();
      await provider.close();
    }
  });
});
