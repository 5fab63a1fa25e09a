import { E2E_ADMIN, expect, logIn, signUp, test, userMenuButton } from './fixtures';

test('a visitor signs up and lands on the home page with their first name in the menu', async ({
  page,
}) => {
  await signUp(page, 'Rosalind');
  await expect(userMenuButton(page)).toContainText('Rosalind');
  await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
});

test('signup shows the validation messages before calling the server', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Al');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Minimum character should be 3')).toBeVisible();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await expect(page.getByText('Password is too weak')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong password shows the server’s message on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid Credentials');
});

test('a guest opening the problem list is sent to the signup page', async ({ page }) => {
  await page.goto('/problems');
  await expect(page).toHaveURL(/\/signup$/);
});

test('a signed-in user opening the login page is sent home', async ({ page }) => {
  await signUp(page, 'Claude');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/$/);
});

test('after logging out, the profile page sends the visitor to signup', async ({ page }) => {
  await signUp(page, 'Hedy');
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(userMenuButton(page)).toHaveCount(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signup$/);
});

test('the session survives a reload and the auth check runs on every start', async ({ page }) => {
  await signUp(page, 'Tim');
  await page.reload();
  await expect(userMenuButton(page)).toContainText('Tim');
  await page.goto('/resources');
  await expect(page.getByText("We're Building Something Awesome")).toBeVisible();
  await expect(page.getByText('Stay tuned — exciting updates are coming soon!')).toBeVisible();
  await page.goto('/sheets');
  await expect(page.getByRole('link', { name: /The Interview Path/ })).toBeVisible();
});

test('the admin sees the Admin entry; a learner does not and is sent home from /admin', async ({
  page,
}) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.keyboard.press('Escape');
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(userMenuButton(page)).toHaveCount(0);

  await signUp(page, 'Learner');
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/create');
  await expect(page).toHaveURL(/\/$/);
});
