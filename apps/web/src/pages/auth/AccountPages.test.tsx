// @vitest-environment jsdom
import { accountMessages } from '@grindstone/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { apiError, fakeApi, json } from '../../test-support/fakeApi';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { AccountDataSection } from '../profile/AccountDataSection';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const providers = (overrides: object = {}) =>
  json({ password: true, oidc: null, passwordReset: true, emailVerification: false, ...overrides });

afterEach(() => {
  window.location.hash = '';
});

describe('the login page and the server’s ways in', () => {
  test('offers "Sign in with <name>" and "Forgot password?" beside the password form', async () => {
    fakeApi({ 'GET /auth/providers': providers({ oidc: { name: 'Keycloak' } }) });
    renderPage(<LoginPage />, { at: '/login?error=sso-failed', path: '/login' });
    const sso = await screen.findByRole('link', { name: 'Sign in with Keycloak' });
    expect(sso.getAttribute('href')).toBe('/api/auth/oidc/start?returnTo=%2F');
    expect(screen.getByRole('alert').textContent).toContain(
      'Signing in with Keycloak did not work',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  test('shows only the provider’s button when password login is off', async () => {
    fakeApi({ 'GET /auth/providers': providers({ password: false, oidc: { name: 'Entra' } }) });
    renderPage(<LoginPage />, { at: '/login', path: '/login' });
    expect(await screen.findByRole('link', { name: 'Sign in with Entra' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });
});

describe('forgot password', () => {
  test('sends the address and shows the server’s answer, whatever the address', async () => {
    const api = fakeApi({
      'GET /auth/providers': providers(),
      'POST /user/forgot-password': json({ message: accountMessages.resetSent }, 202),
    });
    const { user } = renderPage(<ForgotPasswordPage />, { at: '/forgot-password' });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(accountMessages.resetSent)).toBeTruthy();
    expect(api.callsTo('POST /user/forgot-password')[0]?.body).toEqual({
      emailId: 'ada@example.com',
    });
  });

  test('says to ask an administrator when the server sends no mail', async () => {
    fakeApi({ 'GET /auth/providers': providers({ passwordReset: false }) });
    renderPage(<ForgotPasswordPage />, { at: '/forgot-password' });
    expect(await screen.findByText(/Ask an administrator for a reset link/)).toBeTruthy();
  });
});

describe('the reset page from the link', () => {
  test('posts the token from the fragment with the new password, then goes to the problems', async () => {
    window.location.hash = '#token=abc_DEF-123';
    const api = fakeApi({
      'POST /user/reset-password': json({ user: ada, message: accountMessages.resetDone }),
    });
    const { user } = renderPage(<ResetPasswordPage />, {
      at: '/reset-password',
      path: '/reset-password',
      routes: { '/problems': <h1>Problems</h1> },
    });
    await user.type(screen.getByLabelText('New Password'), 'brand-new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-secre');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    await user.type(screen.getByLabelText('Confirm New Password'), 't');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('heading', { name: 'Problems' })).toBeTruthy();
    expect(api.callsTo('POST /user/reset-password')[0]?.body).toEqual({
      token: 'abc_DEF-123',
      password: 'brand-new-secret',
    });
  });

  test('shows the server’s refusal of a used link', async () => {
    window.location.hash = '#token=used';
    fakeApi({ 'POST /user/reset-password': apiError(400, accountMessages.resetInvalid) });
    const { user } = renderPage(<ResetPasswordPage />, { at: '/reset-password' });
    await user.type(screen.getByLabelText('New Password'), 'brand-new-secret');
    await user.type(screen.getByLabelText('Confirm New Password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(accountMessages.resetInvalid);
  });
});

describe('your data', () => {
  test('downloads the export and deletes the account after the password', async () => {
    const api = fakeApi({
      'GET /auth/providers': providers(),
      'DELETE /user/account': json({ message: accountMessages.deleted }),
    });
    const { user } = renderPage(<AccountDataSection />, {
      at: '/settings',
      path: '/settings',
      signedIn: ada,
      routes: { '/': <h1>Home</h1> },
    });
    expect(screen.getByRole('link', { name: 'Download My Data' }).getAttribute('href')).toBe(
      '/api/user/export',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.callsTo('DELETE /user/account')[0]?.body).toEqual({ password: 'correct horse' });
  });
});
