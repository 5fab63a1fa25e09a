// @vitest-environment jsdom
import type { Post } from '@grindstone/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, type FakeAnswer, fakeApi, heldAnswer, json } from '../../test-support/fakeApi';
import { ada, aPost } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { DiscussPage } from './DiscussPage';

const stats = {
  totalPosts: 12,
  totalComments: 30,
  topics: [
    { tag: 'graph', count: 7 },
    { tag: 'dp', count: 5 },
  ],
  activeUsers: 4,
};

function openForum(posts: FakeAnswer, at = '/discuss') {
  const api = fakeApi({ 'GET /discuss': posts, 'GET /discuss/stats': json(stats) });
  const view = renderPage(<DiscussPage />, { at, path: '/discuss', signedIn: ada });
  return { ...view, api };
}

describe('the forum', () => {
  test('shows its heading, the topics and the community stats', async () => {
    openForum(json([aPost()]));
    expect(screen.getByRole('heading', { level: 1, name: 'Community Discussions' })).toBeTruthy();
    expect(
      screen.getByText('Ask questions, share knowledge, and connect with other developers'),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: '#dp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All Topics' })).toBeTruthy();
    const totals = screen.getByLabelText('Community stats');
    const figure = (label: string) =>
      within(totals).getByText(label).nextElementSibling?.textContent;
    expect(figure('Total Posts')).toBe('12');
    expect(figure('Total Comments')).toBe('30');
    expect(figure('Topics')).toBe('2');
    expect(figure('Active Users')).toBe('4');
  });

  test('shows a spinner while the posts load', async () => {
    const held = heldAnswer();
    openForum(held.answer);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    held.release(json([aPost()]));
    expect(await screen.findByRole('article', { name: aPost().title })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  test('an empty topic invites the first post', async () => {
    openForum(json([]), '/discuss?tag=dp');
    expect(await screen.findByText('No posts found')).toBeTruthy();
    expect(screen.getByText('Be the first to create a post in this category!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeTruthy();
  });

  test('says "Failed to load posts" when the list cannot be loaded', async () => {
    openForum(apiError(500, 'Internal server error', 'INTERNAL'));
    expect(within(await screen.findByRole('alert')).getByText('Failed to load posts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create New Post' })).toBeNull();
  });
});

describe('creating a post', () => {
  async function openCreate(tag?: string) {
    const view = openForum(json([]), tag ? `/discuss?tag=${tag}` : '/discuss');
    await screen.findByText('No posts found');
    await view.user.click(screen.getByRole('button', { name: 'Create New Post' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New Post' });
    return { ...view, dialog };
  }

  test("checks the title, the content and the tags with the server's rules", async () => {
    const { api, dialog, user } = await openCreate();
    await user.type(within(dialog).getByLabelText('Tags'), 'Graph Theory!');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    expect(within(dialog).getByText('Content is required')).toBeTruthy();
    expect(
      within(dialog).getByText('Tags use only a-z, 0-9 and -, up to', { exact: false }),
    ).toBeTruthy();
    expect(api.callsTo('POST /discuss/create')).toHaveLength(0);
  });

  test('starts with the topic being viewed; the new post comes first', async () => {
    const { api, dialog, user } = await openCreate('dp');
    const tags = within(dialog).getByLabelText('Tags') as HTMLInputElement;
    expect(tags.value).toBe('dp');
    api.answer('POST /discuss/create', (request) => {
      const fields = request.body as { title: string; content: string };
      const created: Post = aPost({ _id: 'new', ...fields, tags: ['dp'] });
      return json(created, 201);
    });
    await user.type(within(dialog).getByLabelText('Title'), 'Knapsack tips');
    await user.type(within(dialog).getByLabelText('Content'), 'Start small.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('article', { name: 'Knapsack tips' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Create New Post' })).toBeNull();
    expect(screen.queryByText('No posts found')).toBeNull();
  });

  test('a refused post says why and keeps the draft', async () => {
    const { api, dialog, user } = await openCreate();
    api.answer('POST /discuss/create', apiError(429, 'Slow down: too many posts', 'RATE_LIMITED'));
    await user.type(within(dialog).getByLabelText('Title'), 'Knapsack tips');
    await user.type(within(dialog).getByLabelText('Content'), 'Start small.');
    await user.click(within(dialog).getByRole('button', { name: 'Create Post' }));

    expect(await within(dialog).findByText('Error: Slow down: too many posts')).toBeTruthy();
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe(
      'Knapsack tips',
    );
  });

  test('"Close" dismisses the modal', async () => {
    const { dialog, user } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Create New Post' })).toBeNull();
  });
});
