import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SmtpInbox, startSmtpInbox } from '../apps/server/src/test-support/smtp-inbox';
import { freePort, startServer } from '../scripts/lib/server-process.mjs';
import { expect, test, uniqueEmail, userMenuButton } from './fixtures';
import { expectNoSidewaysScroll } from './phone';

// "Forgot password?" end to end: the built server, configured with a real SMTP server that this
// file starts (smtp-server on 127.0.0.1), and Chromium at a phone's width. It has a server of its
// own because the shared one (global-setup.ts) sends no mail.
let inbox: SmtpInbox;
let server: { baseUrl: string; stop: () => Promise<void> };
let emptyCatalogue: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  inbox = await startSmtpInbox();
  const port = await freePort();
  // No catalogue: this server is only about accounts, and importing one takes a while.
  emptyCatalogue = fs.mkdtempSync(path.join(os.tmpdir(), 'grindstone-no-problems-'));
  server = await startServer({
    from: 'build',
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Grindstone <no-reply@grindstone.test>',
      PROBLEMS_DIR: emptyCatalogue,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
  if (emptyCatalogue) fs.rmSync(emptyCatalogue, { recursive: true, force: true });
});

test.use({ viewport: { width: 390, height: 844 } });

test('a learner who forgot their password gets a link by e-mail and signs in with a new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgetful');
  const registered = await request.post(`${server.baseUrl}/api/user/register`, {
    data: { firstName: 'Forgetful', emailId: email, password: 'the-old-password' },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for that address, we have sent a link',
  );

  const mail = await inbox.nextMailTo(email);
  expect(mail.subject).toBe('Reset your Grindstone password');
  const link = /http:\/\/\S+\/reset-password#token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link ?? '');
  await page.getByLabel('New Password', { exact: true }).fill('the-new-password');
  await page.getByLabel('Confirm New Password').fill('the-new-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/problems$/);
  await expect(userMenuButton(page)).toBeVisible();

  // The page fits a phone: nothing wider than the screen.
  await expectNoSidewaysScroll(page, 'after the reset');

  // The link worked once; the old password no longer does, the new one does.
  await page.context().clearCookies();
  await page.goto(link ?? '');
  await page.getByLabel('New Password', { exact: true }).fill('a-third-password');
  await page.getByLabel('Confirm New Password').fill('a-third-password');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired');
  const oldLogin = await request.post(`${server.baseUrl}/api/user/login`, {
    data: { emailId: email, password: 'the-old-password' },
  });
  expect(oldLogin.status()).toBe(401);
  const newLogin = await request.post(`${server.baseUrl}/api/user/login`, {
    data: { emailId: email, password: 'the-new-password' },
  });
  expect(newLogin.status()).toBe(200);
});

test('an unknown address gets the same answer, and no mail', async ({ page }) => {
  await page.goto(`${server.baseUrl}/forgot-password`);
  await page.getByLabel('Email').fill('nobody-at-all@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for that address, we have sent a link',
  );
  await page.waitForTimeout(500);
  expect(inbox.mailsTo('nobody-at-all@example.com')).toEqual([]);
});
