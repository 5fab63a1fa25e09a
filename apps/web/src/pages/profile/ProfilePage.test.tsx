// @vitest-environment jsdom
import type { PublicProfile, UpdateProfileRequest } from '@grindstone/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { collectAlerts } from '../../test-support/alerts';
import { apiError, fakeApi, heldAnswer, json } from '../../test-support/fakeApi';
import { ada, aProfile } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { ProfilePage } from './ProfilePage';
import { UpdateProfilePage } from './UpdateProfilePage';

const activity = { days: [], currentStreak: 2, longestStreak: 5 };

const alerts = collectAlerts();

/**
 * A fake server that keeps Ada's profile: a save changes what the profile page reads next, as
 * the real one does.
 */
function profileServer() {
  let stored = aProfile();
  const api = fakeApi({
    'GET /user/getProfile': () => json(stored),
    'GET /user/activity': json(activity),
    'GET /review': json({ due: [], upcoming: [] }),
    'GET /daily': json({
      problem: { _id: 'daily-id', title: 'Daily Sum', difficulty: 'easy' },
      date: '2026-11-28',
    }),
    [`GET /user/getProfileById/${ada._id}`]: () => {
      const { _id, firstName, lastName, age, bio, github, location, profileImage } = stored;
      const shown: PublicProfile = {
        _id,
        firstName,
        lastName,
        age,
        bio,
        github,
        location,
        profileImage,
      };
      return json(shown);
    },
    [`PUT /user/update/${ada._id}`]: (request) => {
      stored = { ...stored, ...(request.body as UpdateProfileRequest) } as typeof stored;
      const { firstName, lastName } = stored;
      return json({ message: 'Profile updated', user: { ...ada, firstName, lastName } });
    },
  });
  return api;
}

const screens = {
  '/profile': <ProfilePage />,
  '/user/update/:id': <UpdateProfilePage />,
};

function openAt(at: string) {
  return renderPage(<h1>Home</h1>, { at, path: '/', routes: screens, signedIn: ada });
}

describe('the profile page', () => {
  test('shows a spinner while loading, then who the learner is', async () => {
    const api = profileServer();
    const held = heldAnswer();
    api.answer('GET /user/getProfile', held.answer);
    openAt('/profile');
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeTruthy();

    held.release(json(aProfile()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading profile' })).toBeNull();
    expect(screen.getByText('User')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('London')).toBeTruthy();
    expect(screen.getByText('“Poet of numbers”')).toBeTruthy();
    const github = screen.getByRole('link', { name: 'GitHub Profile' });
    expect(github.getAttribute('href')).toBe('https://github.com/ada');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Member since December 10, 2025')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe(
      `/user/update/${ada._id}`,
    );
    expect(await screen.findByText('5 days')).toBeTruthy();
  });

  test('says "Failed to load profile" with the reason, and "Try Again" loads it', async () => {
    const api = profileServer();
    api.answer('GET /user/getProfile', apiError(503, 'Database unavailable', 'UNAVAILABLE'));
    const { user } = openAt('/profile');
    expect(await screen.findByText('Failed to load profile')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();

    api.answer('GET /user/getProfile', json(aProfile()));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
  });
});

describe('the profile edit form', () => {
  async function openEdit() {
    const api = profileServer();
    const view = openAt(`/user/update/${ada._id}`);
    expect(screen.getByRole('heading', { name: 'Update Profile' })).toBeTruthy();
    const firstName = (await screen.findByLabelText('First Name')) as HTMLInputElement;
    return { ...view, api, firstName };
  }

  test('starts from the saved profile', async () => {
    const { firstName } = await openEdit();
    expect(firstName.value).toBe('Ada');
    expect((screen.getByLabelText('Age') as HTMLInputElement).value).toBe('36');
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Poet of numbers');
  });

  test("checks the fields with the server's rules before saving", async () => {
    const { api, firstName, user } = await openEdit();
    await user.clear(firstName);
    const age = screen.getByLabelText('Age');
    await user.clear(age);
    await user.type(age, '200');
    const github = screen.getByLabelText('GitHub');
    await user.clear(github);
    await user.type(github, 'http://github.com/ada');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Age must be a whole number from 5 to 120')).toBeTruthy();
    expect(screen.getByText('GitHub must be an https:// URL')).toBeTruthy();
    expect(api.callsTo(`PUT /user/update/${ada._id}`)).toHaveLength(0);
  });

  test('a save says "Profile updated!" and the profile shows the saved name', async () => {
    const { firstName, user } = await openEdit();
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Augusta Lovelace' })).toBeTruthy();
    expect(alerts).toEqual(['Profile updated!']);
    expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/profile');
  });

  test("a refused save shows the server's message and keeps what was typed", async () => {
    const { api, firstName, user } = await openEdit();
    api.answer(
      `PUT /user/update/${ada._id}`,
      apiError(429, 'Too many requests, slow down', 'RATE_LIMITED'),
    );
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Too many requests, slow down')).toBeTruthy();
    expect(firstName.value).toBe('Augusta');
    expect(alerts).toEqual([]);
  });

  test("refuses to edit someone else's profile", () => {
    profileServer();
    openAt('/user/update/someone-else');
    expect(screen.getByText('You can only edit your own profile.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toBeTruthy();
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });
});
