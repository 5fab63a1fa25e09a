import { accountMessages } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { linkTokenIn, type SmtpInbox, startSmtpInbox } from '../test-support/smtp-inbox';
import {
  createTestApp,
  registerLearner,
  sessionCookieOf,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

const PUBLIC_URL = 'https://grindstone.example.org';

describe.each(testDatabaseKinds())('REQUIRE_EMAIL_VERIFICATION on %s', (kind) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'no-reply@grindstone.example.org',
      PUBLIC_URL,
      REQUIRE_EMAIL_VERIFICATION: 'true',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const register = (emailId: string, password = 'first-password') =>
    post('/api/user/register', { firstName: 'Verity', emailId, password });

  it('answers register with the same 202 for a new and a taken address, and no session', async () => {
    const fresh = await register('verity.new@example.com');
    const taken = await register('verity.new@example.com', 'another-password');
    for (const response of [fresh, taken]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: accountMessages.checkEmail });
      expect(response.cookies.find((c) => c.name === 'grindstone_session')).toBeUndefined();
    }
    expect(fresh.body).toBe(taken.body);
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json()).toMatchObject({ passwordReset: true, emailVerification: true });
  });

  it('the account works once its link is followed', async () => {
    const emailId = 'verity.link@example.com';
    expect((await register(emailId)).statusCode).toBe(202);
    const mail = await inbox.nextMailTo(emailId);
    expect(mail.subject).toBe('Confirm your e-mail address for Grindstone');
    const token = linkTokenIn(mail, 'verify-email');

    const early = await post('/api/user/login', { emailId, password: 'first-password' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(accountMessages.verifyFirst);
    // Login sent a fresh link, in case the first was lost.
    linkTokenIn(await inbox.nextMailTo(emailId), 'verify-email');

    const verified = await post('/api/user/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ message: accountMessages.verified, user: { emailId } });
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/user/check',
      headers: { cookie: sessionCookieOf(verified) },
    });
    expect(check.statusCode).toBe(200);
    expect(
      (await post('/api/user/login', { emailId, password: 'first-password' })).statusCode,
    ).toBe(200);

    const reused = await post('/api/user/verify-email', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(accountMessages.verifyInvalid);
  });

  it('tells the owner of a taken address by mail, and keeps their password', async () => {
    const emailId = 'verity.owner@example.com';
    await register(emailId, 'owners-password');
    await post('/api/user/verify-email', {
      token: linkTokenIn(await inbox.nextMailTo(emailId), 'verify-email'),
    });
    expect((await register(emailId, 'intruders-password')).statusCode).toBe(202);
    const notice = await inbox.nextMailTo(emailId);
    expect(notice.subject).toBe('You already have a Grindstone account');
    expect(notice.text).toContain(`${PUBLIC_URL}/forgot-password`);
    expect(
      (await post('/api/user/login', { emailId, password: 'intruders-password' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/user/login', { emailId, password: 'owners-password' })).statusCode,
    ).toBe(200);
  });

  it('a password reset also proves the address', async () => {
    const emailId = 'verity.reset@example.com';
    await register(emailId);
    await inbox.nextMailTo(emailId);
    await post('/api/user/forgot-password', { emailId });
    const token = linkTokenIn(await inbox.nextMailTo(emailId), 'reset-password');
    expect(
      (await post('/api/user/reset-password', { token, password: 'reset-proves-it' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/user/login', { emailId, password: 'reset-proves-it' })).statusCode,
    ).toBe(200);
  });
});

describe.each(testDatabaseKinds())('without REQUIRE_EMAIL_VERIFICATION on %s', (kind) => {
  it('register keeps the original 201 and session, with SMTP configured or not', async () => {
    const inbox = await startSmtpInbox();
    const t = await createTestApp(kind, {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'no-reply@example.org',
      PUBLIC_URL,
    });
    try {
      const learner = await registerLearner(t.app, 'Classic');
      expect(learner.cookie).toMatch(/^grindstone_session=/);
    } finally {
      await t.close();
      await inbox.close();
    }
  });
});

describe('accounts configuration', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('refuses to start with REQUIRE_EMAIL_VERIFICATION and no SMTP_URL', () => {
    expect(() => loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' })).toThrow(ConfigError);
    expect(problemsOf({ REQUIRE_EMAIL_VERIFICATION: 'true' }).join('\n')).toContain(
      'REQUIRE_EMAIL_VERIFICATION: needs SMTP_URL',
    );
  });

  it('names what SMTP and OIDC need, and refuses PASSWORD_LOGIN=false without a provider', () => {
    const problems = problemsOf({
      SMTP_URL: 'smtp://mail.example.org:587',
      OIDC_ISSUER: 'https://id.example.org',
      PASSWORD_LOGIN: 'false',
    }).join('\n');
    expect(problems).toContain('MAIL_FROM: SMTP_URL needs a sender address');
    expect(problems).toContain('PUBLIC_URL: SMTP_URL needs');
    expect(problems).toContain(
      'OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
    expect(problemsOf({ PASSWORD_LOGIN: 'false' }).join('\n')).toContain(
      'PASSWORD_LOGIN: false leaves no way to sign in',
    );
    expect(problemsOf({ PASSWORD_LOGIN: 'maybe' }).join('\n')).toContain(
      'PASSWORD_LOGIN: must be true or false',
    );
  });

  it('accepts an http:// issuer on localhost only, and keeps the defaults', () => {
    expect(
      problemsOf({
        OIDC_ISSUER: 'http://id.example.org',
        OIDC_CLIENT_ID: 'a',
        OIDC_CLIENT_SECRET: 'b',
        PUBLIC_URL: 'https://x.org',
      }).join('\n'),
    ).toContain('OIDC_ISSUER: must be https://');
    const local = loadConfig({
      OIDC_ISSUER: 'http://localhost:9000',
      OIDC_CLIENT_ID: 'a',
      OIDC_CLIENT_SECRET: 'b',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(local.OIDC_NAME).toBe('single sign-on');
    const defaults = loadConfig({});
    expect(defaults.PASSWORD_LOGIN).toBe(true);
    expect(defaults.REQUIRE_EMAIL_VERIFICATION).toBe(false);
  });
});
