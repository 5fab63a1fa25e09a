import { expect, signUp, test, userMenuButton } from './fixtures';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a learner uploads an avatar: preview and progress, then it shows in the navigation bar', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await signUp(page, 'Portrait');
  const check = await page.request.get('/api/user/check');
  const { user } = (await check.json()) as { user: { _id: string } };
  await page.goto(`/user/update/${user._id}`);
  await expect(page.getByRole('heading', { name: 'Update Profile' })).toBeVisible();
  await expect(page.getByText('Click icon to upload')).toBeVisible();
  await expect(page.getByRole('img', { name: 'No profile picture yet' })).toBeVisible();

  // Images only: anything else is refused on the spot.
  const chooser = page.locator('input[type="file"]');
  await expect(chooser).toHaveAttribute('accept', 'image/*');
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByText('Please select an image file')).toBeVisible();

  const uploaded = page.waitForResponse((response) =>
    response.url().endsWith('/api/media/image/upload'),
  );
  await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  const { secure_url } = (await (await uploaded).json()) as { secure_url: string };
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
    'src',
    secure_url,
  );

  // The form saves every field with the picture, and a last name is required (signup asks
  // only for a first name).
  await page.getByLabel('Last Name').fill('Sitter');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(dialogs).toContain('Profile updated!');
  await expect(userMenuButton(page).locator('img')).toHaveAttribute('src', secure_url);
});

test('someone else’s profile shows a message instead of the form', async ({ page }) => {
  await signUp(page, 'Nosy');
  await page.goto('/user/update/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('You can only edit your own profile.')).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
});
