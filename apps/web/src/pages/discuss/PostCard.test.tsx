// @vitest-environment jsdom
import type { Post } from '@grindstone/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeApi, json } from '../../test-support/fakeApi';
import { ada, admin, aPost } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { DiscussPage } from './DiscussPage';

// A post card is drawn by the forum's list, which owns whether it is expanded: it is tested there.

const post = aPost();
const stats = {
  totalPosts: 1,
  totalComments: 0,
  topics: [{ tag: 'graph', count: 1 }],
  activeUsers: 1,
};

function openForum(posts: Post[], signedIn = ada) {
  const api = fakeApi({
    'GET /discuss': json(posts),
    'GET /discuss/stats': json(stats),
  });
  const view = renderPage(<DiscussPage />, { at: '/discuss', path: '/discuss', signedIn });
  return { ...view, api };
}

async function card(title = post.title) {
  return screen.findByRole('article', { name: title });
}

describe('a post card', () => {
  test('shows the author, the date, the title and the tags, folded', async () => {
    openForum([post]);
    const article = await card();
    expect(within(article).getByText('AL')).toBeTruthy();
    expect(within(article).getByText('Ada Lovelace')).toBeTruthy();
    const date = article.querySelector('time');
    expect(date?.getAttribute('datetime')).toBe(post.createdAt);
    expect(date?.textContent).toMatch(/2026/);
    expect(within(article).getByRole('button', { name: '#graph' })).toBeTruthy();
    expect(within(article).getByRole('button', { name: '#bfs' })).toBeTruthy();
    const toggle = within(article).getByRole('button', { name: 'Read more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(article).queryByText('good')).toBeNull();
  });

  test('names an author without a name "Unknown", with the initial "U"', async () => {
    openForum([aPost({ user: { _id: 'someone', firstName: '', lastName: '' } })]);
    const article = await card();
    expect(within(article).getByText('Unknown')).toBeTruthy();
    expect(within(article).getByText('U')).toBeTruthy();
  });

  test('"Read more" shows the content, likes, comments and Share; "Show less" folds it', async () => {
    const { user } = openForum([post], admin);
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Read more' }));

    expect((await within(article).findByText('good')).tagName).toBe('STRONG');
    expect(within(article).getByRole('button', { name: 'Like (2 likes)' })).toBeTruthy();
    expect(within(article).getByText('0 comments')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(within(article).getByRole('heading', { name: 'Comments (0)' })).toBeTruthy();
    // An admin may delete anyone's post but edit only their own.
    expect(within(article).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(article).queryByRole('button', { name: 'Edit' })).toBeNull();

    await user.click(within(article).getByRole('button', { name: 'Show less' }));
    expect(within(article).queryByText('good')).toBeNull();
  });

  test('its author may edit and delete it', async () => {
    const { user } = openForum([post], ada);
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Read more' }));
    expect(within(article).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  test('the like button shows the count the server answers', async () => {
    const { api, user } = openForum([post]);
    api.answer(`POST /discuss/${post._id}/like`, json({ likes: 3, likedByMe: true }));
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Read more' }));
    await user.click(within(article).getByRole('button', { name: 'Like (2 likes)' }));
    const unlike = await within(article).findByRole('button', { name: 'Unlike (3 likes)' });
    expect(unlike.getAttribute('aria-pressed')).toBe('true');
  });

  test("a comment shows the server's copy of the post and empties the box", async () => {
    const { api, user } = openForum([post]);
    const comment = {
      _id: 'c1',
      name: 'Ada Lovelace',
      text: 'Then try depth-first.',
      createdAt: '2026-03-04T11:00:00.000Z',
      user: post.user,
    };
    api.answer(`POST /discuss/${post._id}/comments`, json({ ...post, comments: [comment] }));
    const article = await card();
    await user.click(within(article).getByRole('button', { name: 'Read more' }));

    const box = within(article).getByRole('textbox', { name: 'Add a comment' });
    // Only spaces: nothing is sent.
    await user.type(box, '   ');
    await user.click(within(article).getByRole('button', { name: 'Post' }));
    expect(api.callsTo(`POST /discuss/${post._id}/comments`)).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'Then try depth-first.');
    await user.click(within(article).getByRole('button', { name: 'Post' }));
    expect(await within(article).findByRole('heading', { name: 'Comments (1)' })).toBeTruthy();
    expect(within(article).getByText('1 comment')).toBeTruthy();
    expect(await within(article).findByText('Then try depth-first.')).toBeTruthy();
    expect((box as HTMLInputElement).value).toBe('');
  });

  test('a tag filters the list by that tag', async () => {
    const { api, user } = openForum([post]);
    const article = await card();
    await user.click(within(article).getByRole('button', { name: '#bfs' }));
    expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe(
      '/discuss?tag=bfs',
    );
    await screen.findByRole('article', { name: post.title });
    expect(
      api.calls.some((call) => call.path === '/discuss' && call.query.get('tag') === 'bfs'),
    ).toBe(true);
  });
});
