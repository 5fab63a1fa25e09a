// @vitest-environment jsdom
import type { PublicUser } from '@grindstone/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, type FakeAnswer, fakeApi, json } from '../../test-support/fakeApi';
import { ada, admin } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { NavBar } from './NavBar';

// The menu is met in the navigation bar, which swaps it for Login and Sign Up once signed out.

function openNavBar(signedIn: PublicUser, logoutAnswer: FakeAnswer = json({ message: 'ok' })) {
  const api = fakeApi({ 'POST /user/logout': logoutAnswer });
  const view = renderPage(<NavBar />, { at: '/problems', signedIn });
  return { ...view, api };
}

const menuButton = (name: string) =>
  screen.getByRole('button', { name: `Open user menu for ${name}` });

describe('the user menu', () => {
  test("opens on a click with the user's name, e-mail, Profile and Logout", async () => {
    const { user } = openNavBar(ada);
    const button = menuButton('Ada');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Logout']);
    // The first item takes the focus, so the arrows can move from there.
    expect(document.activeElement).toBe(items[0]);
  });

  test('offers Admin to an admin', async () => {
    const { user } = openNavBar(admin);
    await user.click(menuButton('Grace'));
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Admin', 'Logout']);
  });

  test('arrows move through the items and Esc closes it, focus back on the button', async () => {
    const { user } = openNavBar(ada);
    await user.click(menuButton('Ada'));
    const [profile, logout] = within(screen.getByRole('menu')).getAllByRole('menuitem');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(logout);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(profile);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(menuButton('Ada'));
  });

  test('Logout ends the session and shows Login and Sign Up', async () => {
    const { api, user } = openNavBar(ada);
    await user.click(menuButton('Ada'));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open user menu for Ada' })).toBeNull();
    expect(api.callsTo('POST /user/logout')).toHaveLength(1);
    // The move home comes after the logout call settles, a tick or more after Login shows.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/'),
    );
  });

  test('a failed logout still signs the browser out', async () => {
    const { user } = openNavBar(ada, apiError(500, 'Internal server error', 'INTERNAL'));
    await user.click(menuButton('Ada'));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
