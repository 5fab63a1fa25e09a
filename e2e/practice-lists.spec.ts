import { expect, signUp, test } from './fixtures';

// Personal lists ("Add to Sheets") and notes (docs/practice.md#lists-add-to-sheets, #notes).

test('a learner adds a problem to a new list from the problem list, then manages and shares it', async ({
  page,
}) => {
  await signUp(page, 'Lister');
  await page.goto('/problems');
  const row = page.getByRole('row').nth(1);
  const title = ((await row.getByRole('link').first().textContent()) ?? '').trim();
  await row.getByRole('button', { name: `Add ${title} to Sheets` }).click();

  const menu = page.getByRole('dialog', { name: `Add “${title}” to a list` });
  await expect(menu.getByText('You have no lists yet: start one below.')).toBeVisible();
  await menu.getByRole('button', { name: 'New list…' }).click();
  await menu.getByLabel('List title').fill('Before the interview');
  await menu.getByRole('button', { name: 'Create and add' }).click();
  await expect(menu.getByRole('checkbox', { name: /Before the interview/ })).toBeChecked();
  await expect(menu.getByText('1 problem', { exact: true })).toBeVisible();
  // A second look, after a reload, finds it there.
  await page.reload();
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: `Add ${title} to Sheets` })
    .click();
  await expect(
    page
      .getByRole('dialog', { name: `Add “${title}” to a list` })
      .getByRole('checkbox', { name: /Before the interview/ }),
  ).toBeChecked();

  await page.goto('/lists');
  const list = page.getByRole('region', { name: 'Before the interview' });
  await expect(list.getByRole('link', { name: title })).toBeVisible();

  await list.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('List title', { exact: true }).fill('Tonight');
  await page.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByRole('region', { name: 'Tonight' });
  await expect(renamed.getByRole('link', { name: title })).toBeVisible();

  await renamed.getByRole('button', { name: 'Share' }).click();
  await expect(renamed.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  const link = renamed.getByRole('link', { name: /\/lists\/shared\// });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/lists\/shared\/[A-Za-z0-9_-]{16,64}$/);

  // Anyone with the link reads the list.
  const guest = await page
    .context()
    .browser()
    ?.newContext({ baseURL: new URL(href).origin });
  const reader = await guest?.newPage();
  if (!reader || !guest) throw new Error('no second browser context');
  await reader.goto(new URL(href).pathname);
  await expect(reader.getByRole('heading', { name: 'Tonight', level: 1 })).toBeVisible();
  await expect(reader.getByText(/A list shared by Lister · 1 problem/)).toBeVisible();
  await expect(reader.getByRole('link', { name: title })).toBeVisible();

  await renamed.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(renamed.getByRole('button', { name: 'Share' })).toBeVisible();
  await reader.reload();
  await expect(reader.getByRole('heading', { name: 'List not found' })).toBeVisible();
  await guest.close();

  await renamed.getByRole('button', { name: `Remove ${title} from Tonight` }).click();
  await expect(renamed.getByText('0 problems')).toBeVisible();
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await expect(page.getByText('You have no lists yet.')).toBeVisible();
});

test('a note written from the problem list is there after a reload, and on the problem page', async ({
  page,
}) => {
  await signUp(page, 'Noter');
  await page.goto('/problems');
  const row = page.getByRole('row').nth(1);
  const link = row.getByRole('link').first();
  const title = ((await link.textContent()) ?? '').trim();
  await row.getByRole('button', { name: `Notes for ${title}` }).click();

  const dialog = page.getByRole('dialog', { name: `Notes: ${title}` });
  const field = dialog.getByLabel('Your note');
  await field.fill('Sort first, then **two pointers**.');
  await expect(dialog.getByText('Saving…')).toBeVisible();
  await expect(dialog.getByText('Saved', { exact: true })).toBeVisible();
  await expect(dialog.getByText('34 / 20,000 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.locator('strong', { hasText: 'two pointers' })).toBeVisible();

  await page.reload();
  await page
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: `Notes for ${title}` })
    .click();
  await expect(
    page.getByRole('dialog', { name: `Notes: ${title}` }).getByLabel('Your note'),
  ).toHaveValue('Sort first, then **two pointers**.');
  await page.keyboard.press('Escape');

  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Notes' }).click();
  const notes = page.getByRole('region', { name: 'Notes', exact: true });
  const tabField = notes.getByLabel('Your note');
  await expect(tabField).toHaveValue('Sort first, then **two pointers**.', { timeout: 30_000 });
  // Typing on the problem page saves as well; leaving within the pause still keeps it.
  await tabField.press('End');
  await tabField.pressSequentially(' Mind duplicates.');
  await expect(notes.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(notes.getByLabel('Your note')).toHaveValue(
    'Sort first, then **two pointers**. Mind duplicates.',
    { timeout: 30_000 },
  );
});
