import { test as base, expect, type Page } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@grindstone.test', password: 'admin-password-e2e' };

/** `baseURL` comes from the server that global-setup started. */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function signUp(
  page: Page,
  firstName: string,
  email = uniqueEmail(firstName.toLowerCase()),
) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  return { email, password: 'a-good-password' };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

export function userMenuButton(page: Page) {
  return page.getByRole('button', { name: /open user menu/i });
}
