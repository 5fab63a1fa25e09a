// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, type FakeAnswer, fakeApi, json } from '../../test-support/fakeApi';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { SignupPage } from './SignupPage';

const registerRoute = 'POST /user/register';

function openSignup(answer?: FakeAnswer, state?: unknown) {
  const api = fakeApi(answer ? { [registerRoute]: answer } : {});
  const view = renderPage(<SignupPage />, {
    at: '/signup',
    path: '/signup',
    state,
    routes: { '/': <h1>Home</h1>, '/classes/join/:code': <h1>Joining</h1> },
  });
  return { ...view, api };
}

async function signUp(user: ReturnType<typeof openSignup>['user']) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('the signup form', () => {
  test("checks every field with the server's messages before any call", async () => {
    const { api, user } = openSignup();
    expect(screen.getByText('Create your free account and start solving.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');

    await user.type(screen.getByLabelText('First Name'), 'Al');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Minimum character should be 3')).toBeTruthy();
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    expect(screen.getByText('Password is too weak')).toBeTruthy();
    expect(api.callsTo(registerRoute)).toHaveLength(0);
  });

  test('a new account lands on the home page', async () => {
    const { api, user } = openSignup(json({ message: 'Registered', user: ada }, 201));
    await signUp(user);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(api.callsTo(registerRoute)[0]?.body).toEqual({
      firstName: 'Ada',
      emailId: 'ada@example.com',
      password: 'correct horse',
    });
  });

  test('a new account goes where the login link was taking the visitor (a join link)', async () => {
    const { user } = openSignup(json({ message: 'Registered', user: ada }, 201), {
      returnTo: '/classes/join/K7PQM3XD',
    });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    await signUp(user);
    expect(await screen.findByRole('heading', { name: 'Joining' })).toBeTruthy();
  });

  test("shows the server's refusal above the fields", async () => {
    const { user } = openSignup(apiError(409, 'Email already registered', 'CONFLICT'));
    await signUp(user);
    expect(
      within(await screen.findByRole('alert')).getByText('Email already registered'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });
});
