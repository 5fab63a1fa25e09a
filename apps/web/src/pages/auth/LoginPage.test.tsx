// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, type FakeAnswer, fakeApi, heldAnswer, json } from '../../test-support/fakeApi';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { LoginPage } from './LoginPage';

const loginRoute = 'POST /user/login';

function openLogin(answer?: FakeAnswer) {
  const api = fakeApi(answer ? { [loginRoute]: answer } : {});
  const view = renderPage(<LoginPage />, {
    at: '/login',
    path: '/login',
    routes: { '/': <h1>Home</h1> },
  });
  return { ...view, api };
}

async function logIn(user: ReturnType<typeof openLogin>['user'], password = 'correct horse') {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login form', () => {
  test('shows the title, and checks the fields before any call', async () => {
    const { api, user } = openLogin();
    expect(screen.getByRole('heading', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText('Welcome back. Pick up where you left off.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid Email')).toBeTruthy();
    expect(screen.getByText('Password is too weak')).toBeTruthy();
    expect(api.callsTo(loginRoute)).toHaveLength(0);
  });

  test('the eye button shows and hides the password', async () => {
    const { user } = openLogin();
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  test('reads "Logging in..." while the call is in flight, then lands on the home page', async () => {
    const held = heldAnswer();
    const { api, user } = openLogin(held.answer);
    await logIn(user);
    const busy = await screen.findByRole('button', { name: 'Logging in...' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo(loginRoute)[0]?.body).toEqual({
      emailId: 'ada@example.com',
      password: 'correct horse',
    });

    held.release(json({ message: 'Logged in', user: ada }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  test("shows the server's answer to wrong credentials above the fields", async () => {
    const { user } = openLogin(apiError(401, 'Invalid Credentials', 'UNAUTHORIZED'));
    await logIn(user, 'wrong password');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Invalid Credentials')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  test('says "Something went wrong" when the server cannot be reached', async () => {
    const { user } = openLogin(() => Promise.reject(new TypeError('Failed to fetch')));
    await logIn(user);
    expect(within(await screen.findByRole('alert')).getByText('Something went wrong')).toBeTruthy();
  });
});
