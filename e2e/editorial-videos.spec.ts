import { truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_ADMIN, expect, listedProblem, logIn, signUp, test } from './fixtures';

/** The parts of the page's elements these checks read (this Node-side file has no DOM types). */
type PosterImage = { naturalWidth: number };
type PlayerVideo = {
  duration: number;
  currentTime: number;
  addEventListener(type: 'seeked', listener: () => void, options: { once: boolean }): void;
};

const editorialVideo = path.join(import.meta.dirname, 'media', 'editorial.webm');

/** Every percentage the upload screen showed, recorded in the page as it changes. */
async function recordPercentages(page: import('@playwright/test').Page) {
  // A string, so this Node-side file needs no DOM types: it runs in the page.
  await page.evaluate(`(() => {
    const seen = [];
    window.percents = seen;
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="upload-percent"]')?.textContent;
      if (shown && seen.at(-1) !== shown) seen.push(shown);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
  return () => page.evaluate('window.percents') as Promise<string[]>;
}

test('the admin uploads an editorial video with progress; a learner watches and seeks it; after deletion only the written editorial remains', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, an upload and a poster: minutes on a loaded two-core machine.
  test.setTimeout(300_000);
  const problem = await listedProblem(request, 1);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const signingCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/video/create/')) signingCalls.push(sent.url());
  });

  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/video');
  const row = page.getByRole('row').filter({ hasText: problem.title });
  await expect(row.getByRole('cell').nth(4)).toHaveText('No', { timeout: 30_000 });
  await row.getByRole('link', { name: 'Upload' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/upload/${problem._id}$`));
  await expect(page.getByRole('heading', { name: 'Upload Video' })).toBeVisible();

  // docs/product.md's three messages, each before anything is sent.
  const chooser = page.getByLabel('Choose video file');
  const upload = page.getByRole('button', { name: 'Upload Video' });
  await upload.click();
  await expect(page.getByText('Please select a video file')).toBeVisible();
  await chooser.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await upload.click();
  await expect(page.getByText('Please select a valid video file')).toBeVisible();
  const huge = path.join(tmpdir(), `grindstone-huge-${Date.now()}.mp4`);
  await writeFile(huge, '');
  await truncate(huge, 100 * 1024 * 1024 + 1); // sparse: no 100 MB written
  await chooser.setInputFiles(huge);
  await upload.click();
  await expect(page.getByText('File size must be less than 100MB')).toBeVisible();
  expect(signingCalls).toEqual([]);

  await chooser.setInputFiles(editorialVideo);
  const selected = page.getByRole('definition');
  await expect(selected.filter({ hasText: 'editorial.webm' })).toBeVisible();
  await expect(selected.filter({ hasText: 'video/webm' })).toBeVisible();
  const percentages = await recordPercentages(page);
  await upload.click();
  // Saving includes making the poster (ffmpeg on the server, or a frame captured here).
  await expect(page.getByRole('heading', { name: 'Video uploaded successfully!' })).toBeVisible({
    timeout: 45_000,
  });
  expect(await percentages()).toContain('100%');
  await expect(page.getByTestId('uploaded-duration')).toHaveText('00:04');
  const poster = page.getByRole('img', { name: 'Poster of the uploaded video' });
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((img: PosterImage) => img.naturalWidth)).toBeGreaterThan(0);

  // A learner, in a browser of their own, watches it.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  const partials: number[] = [];
  learner.on('response', (response) => {
    if (response.url().includes('/api/media/ed-')) partials.push(response.status());
  });
  await signUp(learner, 'Watcher');
  await learner.goto(`/problem/${problem._id}`);
  await learner.getByRole('tab', { name: 'Editorial' }).click();
  const player = learner.getByRole('region').or(learner.locator('video'));
  const video = learner.locator('video');
  await expect(video).toHaveAttribute('poster', /\/api\/media\//);
  await expect(learner.getByTestId('editorial-duration')).toHaveText('00:04');
  await expect(player.first()).toBeVisible();
  await expect
    .poll(() => video.evaluate((element: PlayerVideo) => element.duration))
    .toBeCloseTo(4, 1);
  // Keyboard: the focused player seeks with the arrow keys.
  await video.focus();
  await learner.keyboard.press('ArrowRight');
  await expect
    .poll(() => video.evaluate((element: PlayerVideo) => element.currentTime))
    .toBeGreaterThan(3);
  await learner.keyboard.press('Home');
  await expect.poll(() => video.evaluate((element: PlayerVideo) => element.currentTime)).toBe(0);
  // Seeking to a later time lands there (the server answers range requests).
  const landed = await video.evaluate(
    (element: PlayerVideo) =>
      new Promise<number>((resolve) => {
        element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
        element.currentTime = 2.5;
      }),
  );
  expect(landed).toBeCloseTo(2.5, 1);
  expect(partials).toContain(206);

  // The admin deletes it; the learner's tab then shows the written editorial only.
  await page.goto('/admin/video');
  const listed = page.getByRole('row').filter({ hasText: problem.title });
  await expect(listed.getByRole('cell').nth(4)).toHaveText('Yes (00:04)', { timeout: 30_000 });
  await listed.getByRole('button', { name: `Delete the video of ${problem.title}` }).click();
  await expect(listed.getByRole('cell').nth(4)).toHaveText('No');
  expect(dialogs.some((message) => message.includes('delete this problem'))).toBe(true);

  await learner.reload();
  await learner.getByRole('tab', { name: 'Editorial' }).click();
  await expect(learner.getByRole('heading', { name: 'Editorial' })).toBeVisible();
  await expect(learner.locator('video')).toHaveCount(0);
  await learnerContext.close();
});

test('an upload the server refuses shows its message', async ({ page, request }) => {
  const problem = await listedProblem(request, 1);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto(`/admin/upload/${problem._id}`);
  // Named and typed as a video, but the bytes are not one: the server's 415 message shows.
  await page.getByLabel('Choose video file').setInputFiles({
    name: 'fake.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('<html>not a video</html>'),
  });
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Only MP4, WebM and QuickTime videos can be uploaded',
  );
});
