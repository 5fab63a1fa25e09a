import { createHash } from 'node:crypto';
import { accountMessages, passwordMessages } from '@grindstone/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../db/schema';
import {
  linkTokenIn,
  SMTP_PASSWORD,
  type SmtpInbox,
  startSmtpInbox,
} from '../test-support/smtp-inbox';
import {
  createTestApp,
  registerLearner,
  sessionCookieOf,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';
import { RESET_MAILS_PER_ADDRESS_PER_HOUR } from './request-password-reset';

const PUBLIC_URL = 'https://grindstone.example.org';

describe.each(testDatabaseKinds())('password reset over SMTP on %s', (kind) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(kind, {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Grindstone <no-reply@grindstone.example.org>',
      PUBLIC_URL,
      LOG_LEVEL: 'info',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  const check = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/check', headers: { cookie } });
  const forgot = (emailId: string) => post('/api/user/forgot-password', { emailId });

  it('answers the same 202 for a known and an unknown address, and mails only the known one', async () => {
    const learner = await registerLearner(t.app, 'Forgetful');
    const known = await forgot(learner.emailId.toUpperCase());
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: accountMessages.resetSent });

    const mail = await inbox.nextMailTo(learner.emailId);
    expect(mail.from).toBe('no-reply@grindstone.example.org');
    expect(mail.subject).toBe('Reset your Grindstone password');
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password#token=`);
    expect(mail.text).toContain('60 minutes');
    // The unknown address's request had its chance to send while the known one's mail came.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mailsTo('nobody-here@example.com')).toEqual([]);
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    const learner = await registerLearner(t.app, 'Hashed');
    await forgot(learner.emailId);
    const token = linkTokenIn(await inbox.nextMailTo(learner.emailId), 'reset-password');
    const rows = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, learner.user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('sets the new password from the link, ends every other session, and signs the caller in', async () => {
    const learner = await registerLearner(t.app, 'Resetter');
    const otherDevice = sessionCookieOf(
      await post('/api/user/login', { emailId: learner.emailId, password: learner.password }),
    );
    await forgot(learner.emailId);
    const token = linkTokenIn(await inbox.nextMailTo(learner.emailId), 'reset-password');

    const reset = await post('/api/user/reset-password', { token, password: 'brand-new-secret' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({
      message: accountMessages.resetDone,
      user: { _id: learner.user._id, emailId: learner.emailId },
    });
    const fresh = sessionCookieOf(reset);
    expect((await check(fresh)).statusCode).toBe(200);
    expect((await check(otherDevice)).statusCode).toBe(401);
    expect((await check(learner.cookie)).statusCode).toBe(401);

    const oldLogin = await post('/api/user/login', {
      emailId: learner.emailId,
      password: learner.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/user/login', {
      emailId: learner.emailId,
      password: 'brand-new-secret',
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('works once: the same link again, a made-up one and an expired one are refused alike', async () => {
    const learner = await registerLearner(t.app, 'Once');
    await forgot(learner.emailId);
    const token = linkTokenIn(await inbox.nextMailTo(learner.emailId), 'reset-password');
    expect(
      (await post('/api/user/reset-password', { token, password: 'first-reset-1' })).statusCode,
    ).toBe(200);

    const again = await post('/api/user/reset-password', { token, password: 'second-reset-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: accountMessages.resetInvalid,
      issues: [{ path: 'token', message: accountMessages.resetInvalid }],
    });
    const madeUp = await post('/api/user/reset-password', {
      token: 'A'.repeat(43),
      password: 'second-reset-2',
    });
    expect(madeUp.json().message).toBe(accountMessages.resetInvalid);

    await forgot(learner.emailId);
    const late = linkTokenIn(await inbox.nextMailTo(learner.emailId), 'reset-password');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, learner.user._id));
    const expired = await post('/api/user/reset-password', {
      token: late,
      password: 'late-reset-3',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(accountMessages.resetInvalid);
    expect(
      (await post('/api/user/login', { emailId: learner.emailId, password: 'first-reset-1' }))
        .statusCode,
    ).toBe(200);
  });

  it('a reset uses up the other links the account was sent', async () => {
    const learner = await registerLearner(t.app, 'Twice');
    await forgot(learner.emailId);
    const first = linkTokenIn(await inbox.nextMailTo(learner.emailId), 'reset-password');
    await forgot(learner.emailId);
    const second = linkTokenIn(await inbox.nextMailTo(learner.emailId), 'reset-password');
    expect(
      (await post('/api/user/reset-password', { token: second, password: 'from-second-1' }))
        .statusCode,
    ).toBe(200);
    const stale = await post('/api/user/reset-password', {
      token: first,
      password: 'from-first-22',
    });
    expect(stale.statusCode).toBe(400);
  });

  it('the new password follows the signup rule', async () => {
    const response = await post('/api/user/reset-password', {
      token: 'x'.repeat(43),
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password is too weak');
  });

  it(`mails one address at most ${RESET_MAILS_PER_ADDRESS_PER_HOUR} links an hour, answering 202 all the same`, async () => {
    const learner = await registerLearner(t.app, 'Flooded');
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS_PER_HOUR + 2; i += 1) {
      expect((await forgot(learner.emailId)).statusCode).toBe(202);
    }
    for (let i = 0; i < RESET_MAILS_PER_ADDRESS_PER_HOUR; i += 1) {
      await inbox.nextMailTo(learner.emailId);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.mailsTo(learner.emailId)).toHaveLength(RESET_MAILS_PER_ADDRESS_PER_HOUR);
  });

  it('logs neither the SMTP password nor a link token', async () => {
    const learner = await registerLearner(t.app, 'Logged');
    await forgot(learner.emailId);
    const token = linkTokenIn(await inbox.nextMailTo(learner.emailId), 'reset-password');
    await post('/api/user/reset-password', { token, password: 'logged-reset-1' });
    const logs = JSON.stringify(t.logs);
    expect(logs).toContain('/api/user/reset-password');
    expect(logs).not.toContain(SMTP_PASSWORD);
    expect(logs).not.toContain(token);
  });

  it('changing the password (old one required) still ends the other sessions', async () => {
    const learner = await registerLearner(t.app, 'Changer');
    const other = sessionCookieOf(
      await post('/api/user/login', { emailId: learner.emailId, password: learner.password }),
    );
    const change = await post(
      '/api/user/password',
      { currentPassword: learner.password, newPassword: 'changed-secret-1' },
      learner.cookie,
    );
    expect(change.json()).toEqual({ message: passwordMessages.changed });
    expect((await check(other)).statusCode).toBe(401);
    expect((await check(learner.cookie)).statusCode).toBe(200);
  });
});

describe.each(testDatabaseKinds())('password reset limits and fallbacks on %s', (kind) => {
  it('refuses the link request per client IP past AUTH_RATE_LIMIT_PER_MINUTE', async () => {
    const inbox = await startSmtpInbox();
    const t = await createTestApp(kind, {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'no-reply@example.org',
      PUBLIC_URL,
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      const forgot = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/forgot-password',
          payload: { emailId: 'someone@example.com' },
        });
      expect((await forgot()).statusCode).toBe(202);
      expect((await forgot()).statusCode).toBe(202);
      const limited = await forgot();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
      await inbox.close();
    }
  });

  it('answers 202 when the SMTP server is down, and logs the failure without its password', async () => {
    const inbox = await startSmtpInbox();
    const deadUrl = inbox.url;
    await inbox.close();
    const t = await createTestApp(kind, {
      SMTP_URL: deadUrl,
      MAIL_FROM: 'no-reply@example.org',
      PUBLIC_URL,
    });
    try {
      const learner = await registerLearner(t.app, 'Unlucky');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { emailId: learner.emailId },
      });
      expect(response.statusCode).toBe(202);
      await expect
        .poll(() => t.logs.filter((line) => line.msg === 'mail not sent').length, {
          timeout: 15_000,
        })
        .toBe(1);
      expect(JSON.stringify(t.logs)).not.toContain(SMTP_PASSWORD);
    } finally {
      await t.close();
    }
  });

  it('without SMTP, "forgot password" says to ask an administrator and the providers say so', async () => {
    const t = await createTestApp(kind);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { emailId: 'someone@example.com' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(accountMessages.resetUnavailable);
      const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(providers.json()).toEqual({
        password: true,
        oidc: null,
        passwordReset: false,
        emailVerification: false,
      });
    } finally {
      await t.close();
    }
  });
});
