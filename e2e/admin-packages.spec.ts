import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { E2E_ADMIN, expect, logIn, test } from './fixtures';

// A small bundled problem: importing it back judges its reference solutions in three languages.
const bundledTitle = 'Marble Run Bins';
const bundledSlug = 'e-marble-run-bins';

test('the admin exports a problem as a package and imports it back as a new problem', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

  await page.goto('/admin/update');
  const problemSelect = page.getByLabel('Problem');
  await expect(problemSelect.locator('option', { hasText: bundledTitle })).toHaveCount(1);
  await problemSelect.selectOption({ label: bundledTitle });
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export package (.zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${bundledSlug}.zip`);
  const files = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(files)).toContain(`${bundledSlug}/statement.md`);

  // The same problem in the Kattis / ICPC package format, for Kattis, DOMjudge or Hydro.
  const kattisDownloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export as Kattis package' }).click();
  const kattis = unzipSync(readFileSync(await (await kattisDownloading).path()));
  expect(Object.keys(kattis)).toContain(`${bundledSlug}/problem.yaml`);
  expect(Object.keys(kattis).some((name) => name.startsWith(`${bundledSlug}/data/secret/`))).toBe(
    true,
  );

  // The same package under a new slug and title becomes a new problem.
  const slug = `imported-marbles-${Date.now()}`;
  const title = `Imported Marbles ${Date.now()}`;
  const renamed: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(files)) {
    renamed[name.replace(`${bundledSlug}/`, `${slug}/`)] = content;
  }
  const meta = JSON.parse(strFromU8(files[`${bundledSlug}/problem.json`] as Uint8Array));
  renamed[`${slug}/problem.json`] = strToU8(JSON.stringify({ ...meta, slug, title }));

  await page.goto('/admin/create');
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await page.getByLabel(/Package zip/).setInputFiles({
    name: `${slug}.zip`,
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync(renamed)),
  });
  await importButton.click();
  await expect(page.getByRole('button', { name: 'Importing...' })).toBeDisabled();
  await expect(page.getByText(`${slug} — created`)).toBeVisible({ timeout: 150_000 });
  await expect(page.getByText('Imported 1 problem(s)')).toBeVisible();

  const listed = await page.request.get(
    `/api/problem/getAllProblem?search=${encodeURIComponent(title)}`,
  );
  const { problems } = (await listed.json()) as { problems: { _id: string; title: string }[] };
  expect(problems.map((problem) => problem.title)).toEqual([title]);
  const deleted = await page.request.delete(`/api/problem/delete/${problems[0]?._id}`);
  expect(deleted.status()).toBe(200);
});

test('a zip that is not a problem package is refused with the reason', async ({ page }) => {
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/create');
  await page.getByLabel(/Package zip/).setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('this is not a zip file'),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Not a readable zip');
});
