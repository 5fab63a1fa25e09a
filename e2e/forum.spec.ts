import type { Locator, Page } from '@playwright/test';
import {
  apiError,
  expect,
  listedProblem,
  problemHeading,
  signUp,
  test,
  uniqueEmail,
} from './fixtures';

/** A tag no other test uses: each run's posts are found by it alone. */
const uniqueTag = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

function stat(page: Page, label: string): Locator {
  return page.getByLabel('Community stats').locator('div', { hasText: label }).locator('dd');
}
const statValue = async (page: Page, label: string) => Number(await stat(page, label).innerText());
const postCard = (page: Page, title: string) => page.getByRole('article', { name: title });

async function createPost(page: Page, fields: { title: string; content: string; tags: string }) {
  await page.getByRole('button', { name: 'Create New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Post' });
  await dialog.getByLabel('Title').fill(fields.title);
  await dialog.getByLabel('Content').fill(fields.content);
  await dialog.getByLabel('Tags').fill(fields.tags);
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog).toHaveCount(0);
}

test('learners post, filter by tag, read, comment, like, share, edit and delete', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag('e2e');
  const title = `Why does BFS find shortest paths? ${tag}`;
  await signUp(page, 'Adaline');
  await page.goto('/discuss');
  await expect(page).toHaveTitle(/Community Discussions/);
  await expect(page.getByRole('heading', { name: 'Community Discussions' })).toBeVisible();
  await expect(
    page.getByText('Ask questions, share knowledge, and connect with other developers'),
  ).toBeVisible();
  await expect(stat(page, 'Total Posts')).toHaveText(/\d+/);
  const postsBefore = await statValue(page, 'Total Posts');

  await createPost(page, {
    title,
    content: 'Each **layer** is one step further.\n\n```cpp\nint main() { return 0; }\n```',
    tags: `${tag}, Graphs, graphs`,
  });
  // The new post is at the top of the list, and the totals count it.
  await expect(page.getByRole('article').first()).toHaveAccessibleName(title);
  await expect(stat(page, 'Total Posts')).toHaveText(String(postsBefore + 1));

  // Another learner finds it by its tag.
  const bobContext = await browser.newContext({
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const bob = await bobContext.newPage();
  await signUp(bob, 'Bobbie');
  await bob.goto('/discuss');
  await bob
    .getByRole('navigation', { name: 'Topics' })
    .getByRole('button', { name: `#${tag}` })
    .click();
  await expect(bob).toHaveURL(new RegExp(`/discuss\\?tag=${tag}$`));
  await expect(bob.getByRole('article')).toHaveCount(1);
  const card = postCard(bob, title);
  await expect(card.getByRole('button', { name: '#graphs' })).toBeVisible();
  await expect(card.getByText('Adaline')).toBeVisible();
  await card.getByRole('button', { name: 'Read more' }).click();
  await expect(card.getByText('layer', { exact: true })).toBeVisible();
  await expect(card.locator('.hljs-keyword').first()).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();

  // An empty comment is not sent; a real one appears, and the box empties.
  const commentsBefore = await statValue(bob, 'Total Comments');
  const box = card.getByRole('textbox', { name: 'Add a comment' });
  await box.fill('   ');
  await card.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(card.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await box.fill('Because every edge costs the same.');
  await card.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(card.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(card.getByText('Because every edge costs the same.')).toBeVisible();
  await expect(card.getByRole('listitem').getByText('Bobbie')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(card.getByText('1 comment', { exact: true })).toBeVisible();
  await expect(stat(bob, 'Total Comments')).toHaveText(String(commentsBefore + 1));

  // A real like: the count goes up, and a second press takes it back.
  await card.getByRole('button', { name: /^Like \(0 likes\)$/ }).click();
  await expect(card.getByRole('button', { name: 'Unlike (1 like)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Share copies the post's own address, which opens it expanded.
  await card.getByRole('button', { name: 'Share' }).click();
  await expect(card.getByText('Link copied')).toBeVisible();
  // Strings run in the page (this Node-side file has no DOM types).
  const link = (await bob.evaluate('navigator.clipboard.readText()')) as string;
  expect(link).toMatch(new RegExp(`^${baseURL}/discuss/[0-9a-f-]{36}$`));
  await bob.goto(link);
  const opened = postCard(bob, title);
  await expect(opened.getByRole('button', { name: 'Show less' })).toBeVisible();
  await expect(opened.getByRole('button', { name: 'Unlike (1 like)' })).toBeVisible();
  // Bob may not edit or delete Ada's post.
  await expect(opened.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(opened.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await bobContext.close();

  // The author edits the post on its own page, then deletes it.
  await page.goto(link);
  const own = postCard(page, title);
  await expect(own.getByText('Because every edge costs the same.')).toBeVisible();
  await own.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Post' });
  await editor.getByLabel('Title').fill(`BFS and shortest paths ${tag}`);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toHaveCount(0);
  const renamed = postCard(page, `BFS and shortest paths ${tag}`);
  await expect(renamed).toBeVisible();
  page.once('dialog', (dialog) => dialog.accept());
  await renamed.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/discuss$/);
  await expect(postCard(page, `BFS and shortest paths ${tag}`)).toHaveCount(0);
  await expect(stat(page, 'Total Posts')).toHaveText(String(postsBefore));
  await expect(page.getByRole('navigation', { name: 'Topics' })).not.toContainText(`#${tag}`);
});

test('the create modal checks the fields before sending, shows the server’s message, keeps the draft and closes with Esc', async ({
  page,
}) => {
  await signUp(page, 'Grace');
  await page.goto('/discuss');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/discuss/.test(request.url()))
      sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Create New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Post' });
  await dialog.getByLabel('Content').fill('Only content');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  // Checked in the browser with the server's own rules: the message sits under the field.
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);

  await page.route('**/api/discuss/create', (route) =>
    route.fulfill(apiError(503, 'The forum is read-only for a moment')),
  );
  await dialog.getByLabel('Title').fill('A title');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error: The forum is read-only for a moment');
  expect(sent).toHaveLength(1);
  await expect(dialog.getByLabel('Content')).toHaveValue('Only content');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a filter with no posts shows the empty state, and older posts load without losing it', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const tag = uniqueTag('many');
  await signUp(page, 'Pagina');
  // 21 posts, one more than a page, written through the API by three learners: the hourly
  // allowance of new posts is per person.
  for (let writer = 0; writer < 3; writer += 1) {
    const api = await playwright.request.newContext({ baseURL });
    const registered = await api.post('/api/user/register', {
      data: { firstName: 'Writer', emailId: uniqueEmail('writer'), password: 'a-good-password' },
    });
    expect(registered.status()).toBe(201);
    for (let i = writer; i < 21; i += 3) {
      const response = await api.post('/api/discuss', {
        data: { title: `Post ${i} ${tag}`, content: 'x', tags: tag },
      });
      expect(response.status()).toBe(201);
    }
    await api.dispose();
  }
  await page.goto(`/discuss?tag=${tag}-none`);
  await expect(page.getByText('No posts found')).toBeVisible();
  await expect(page.getByText('Be the first to create a post in this category!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Post', exact: true })).toBeVisible();

  await page.goto(`/discuss?tag=${tag}`);
  await expect(page.getByRole('article')).toHaveCount(20);
  // Scrolling to the end of the list loads the next page.
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('article')).toHaveCount(21);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(postCard(page, `Post 0 ${tag}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`tag=${tag}$`));
});

test('markdown in posts and comments runs no script, follows no javascript: link and loads no foreign image', async ({
  page,
}) => {
  const tag = uniqueTag('xss');
  const trackerRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tracker.example')) trackerRequests.push(request.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUp(page, 'Mallory');
  await page.goto('/discuss');
  const attack = [
    '<img src=x onerror="window.__xss = (window.__xss || 0) + 1; alert(1)">',
    '<script>window.__xss = 2; alert(2)</script>',
    '[click me](javascript:window.__xss=3;alert(3))',
    '[or me](data:text/html,<script>alert(4)</script>)',
    '![pixel](https://tracker.example/pixel.gif)',
    'Plain words stay.',
  ].join('\n\n');
  await createPost(page, { title: `<script>alert(5)</script> ${tag}`, content: attack, tags: tag });
  const card = postCard(page, `<script>alert(5)</script> ${tag}`);
  await card.getByRole('button', { name: 'Read more' }).click();
  await expect(card.getByText('Plain words stay.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Add a comment' }).fill(attack);
  await card.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(card.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

  await card.getByText('click me').first().click();
  await card.getByText('or me').first().click();
  await expect(card.getByText('Plain words stay.').first()).toBeVisible();
  expect(await card.locator('img, script, iframe').count()).toBe(0);
  expect(await card.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
  expect(await page.evaluate('window.__xss')).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(trackerRequests).toEqual([]);
});

test('a problem’s Solutions tab opens its discussions, and a post there carries its tag', async ({
  page,
  request,
}) => {
  const problem = await listedProblem(request);
  await signUp(page, 'Solver');
  await page.goto(`/problem/${problem._id}`);
  await expect(problemHeading(page, problem.title)).toBeVisible();
  await page.getByRole('tab', { name: 'Solutions' }).click();
  await page.getByRole('link', { name: 'Discuss this problem' }).click();
  await expect(page).toHaveURL(/\/discuss\?tag=p-[a-z0-9-]+$/);
  const tag = new URL(page.url()).searchParams.get('tag') ?? '';
  await expect(
    page.getByRole('navigation', { name: 'Topics' }).getByRole('button', { name: `#${tag}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Create New Post' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Create New Post' }).getByLabel('Tags'),
  ).toHaveValue(tag);
});
