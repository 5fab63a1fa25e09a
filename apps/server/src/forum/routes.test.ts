import { forumMessages, postSchema } from '@grindstone/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCaller,
  createTestApp,
  registerLearner,
  signInAdmin,
  type TestApp,
} from '../test-support/test-app';
import { testDatabaseKinds } from '../test-support/test-databases';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds())('discussion API on %s', (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCaller>;
  let ada: Awaited<ReturnType<typeof registerLearner>>;
  let bob: Awaited<ReturnType<typeof registerLearner>>;
  let admin: string;

  beforeAll(async () => {
    // These tests write far more than a person's hourly allowance; the limits have their own test.
    t = await createTestApp(kind, {
      FORUM_POST_RATE_LIMIT_PER_HOUR: '1000',
      FORUM_COMMENT_RATE_LIMIT_PER_HOUR: '1000',
    });
    call = apiCaller(t.app);
    ada = await registerLearner(t.app, 'Ada');
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/update/${ada.user._id}`,
      headers: { cookie: ada.cookie },
      payload: { lastName: 'Lovelace' },
    });
    bob = await registerLearner(t.app, 'Bob');
    admin = await signInAdmin(t, `forum-admin-${kind}@example.com`);
  });
  afterAll(() => t.close());

  const newPost = async (cookie: string, fields: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/discuss', cookie, {
      title: 'Two pointers',
      content: 'Walk from both ends.',
      tags: 'arrays',
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const stats = async () => (await call('GET', '/api/discuss/stats')).json();

  describe('create', () => {
    it('stores a post with normalised tags and answers it with the author’s name only', async () => {
      const response = await call('POST', '/api/discuss/create', ada.cookie, {
        title: '  Sliding window  ',
        content: '**Keep** a window.',
        tags: ' Graph, dp ,,DP, graph ',
      });
      expect(response.statusCode).toBe(201);
      const post = response.json();
      expect(post).toMatchObject({
        title: 'Sliding window',
        content: '**Keep** a window.',
        tags: ['graph', 'dp'],
        user: { _id: ada.user._id, firstName: 'Ada', lastName: 'Lovelace' },
        comments: [],
        likes: 0,
        likedByMe: false,
      });
      expect(Object.keys(post.user).sort()).toEqual(['_id', 'firstName', 'lastName']);
      expect(response.body).not.toMatch(/@example\.com|password|correct-horse/);
      expect((await call('GET', `/api/discuss/${post._id}`)).json()).toEqual(post);
    });

    it('takes tags as a list too, and none at all', async () => {
      expect((await newPost(ada.cookie, { tags: [' Trees', 'trees', ''] })).tags).toEqual([
        'trees',
      ]);
      const response = await call('POST', '/api/discuss', ada.cookie, {
        title: 'No tags',
        content: 'x',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().tags).toEqual([]);
    });

    it.each([
      [{ title: '', content: 'x' }, forumMessages.titleRequired],
      [{ title: '   ', content: 'x' }, forumMessages.titleRequired],
      [{ content: 'x' }, forumMessages.titleRequired],
      [{ title: 'x'.repeat(151), content: 'x' }, forumMessages.titleTooLong],
      [{ title: 'T', content: ' \n\t ' }, forumMessages.contentRequired],
      [{ title: 'T', content: 'x'.repeat(20_001) }, forumMessages.contentTooLong],
      [{ title: 'T', content: 'x', tags: 'a,b,c,d,e,f,g,h,i,j,k' }, forumMessages.tooManyTags],
      [{ title: 'T', content: 'x', tags: 'c++' }, forumMessages.badTag],
      [{ title: 'T', content: 'x', tags: ['x'.repeat(31)] }, forumMessages.badTag],
      [{ title: 'T\u0000', content: 'x' }, 'Text must not contain NUL characters'],
    ])('refuses %o with “%s” and stores nothing', async (payload, message) => {
      const before = await stats();
      const response = await call('POST', '/api/discuss', ada.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: 'VALIDATION_FAILED' });
      expect((await stats()).totalPosts).toBe(before.totalPosts);
    });

    it('accepts the limits exactly', async () => {
      const post = await newPost(ada.cookie, {
        title: 't'.repeat(150),
        content: 'c'.repeat(20_000),
        tags: Array.from({ length: 10 }, (_, i) => `tag-${i}`.padEnd(30, 'x')),
      });
      expect(post.tags).toHaveLength(10);
    });

    it('needs a login for every write', async () => {
      const post = await newPost(ada.cookie);
      const writes: Array<['POST' | 'PUT' | 'DELETE', string]> = [
        ['POST', '/api/discuss'],
        ['POST', '/api/discuss/create'],
        ['PUT', `/api/discuss/${post._id}`],
        ['DELETE', `/api/discuss/${post._id}`],
        ['POST', `/api/discuss/${post._id}/comments`],
        ['POST', `/api/discuss/${post._id}/like`],
        ['PUT', `/api/discuss/${post._id}/comments/${MISSING_ID}`],
        ['DELETE', `/api/discuss/${post._id}/comments/${MISSING_ID}`],
      ];
      for (const [method, url] of writes) {
        const response = await call(method, url, undefined, {
          title: 'x',
          content: 'y',
          text: 'z',
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });
  });

  describe('list', () => {
    it('pages newest first with a cursor header, and filters by tag on the server', async () => {
      const tag = `page-${kind}`;
      const made = [];
      for (let i = 0; i < 5; i += 1)
        made.push(await newPost(bob.cookie, { title: `P${i}`, tags: tag }));
      const first = await call('GET', `/api/discuss?tag=${tag}&limit=2`);
      expect(first.statusCode).toBe(200);
      expect(first.json().map((p: { title: string }) => p.title)).toEqual(['P4', 'P3']);
      const cursor = first.headers['x-next-cursor'];
      expect(cursor).toEqual(expect.any(String));
      const second = await call('GET', `/api/discuss?tag=${tag}&limit=2&before=${cursor}`);
      expect(second.json().map((p: { title: string }) => p.title)).toEqual(['P2', 'P1']);
      const third = await call(
        'GET',
        `/api/discuss?tag=${tag.toUpperCase()}&limit=2&before=${second.headers['x-next-cursor']}`,
      );
      expect(third.json().map((p: { title: string }) => p.title)).toEqual(['P0']);
      expect(third.headers['x-next-cursor']).toBeUndefined();
      expect(made).toHaveLength(5);
    });

    it('answers 20 posts by default and at most 100', async () => {
      for (let i = 0; i < 21; i += 1) await newPost(bob.cookie, { tags: 'bulk' });
      expect((await call('GET', '/api/discuss?tag=bulk')).json()).toHaveLength(20);
      const all = await call('GET', '/api/discuss?limit=100');
      expect(all.statusCode).toBe(200);
      expect(all.json().length).toBeLessThanOrEqual(100);
      for (const bad of [
        'limit=0',
        'limit=101',
        'limit=x',
        'before=abc',
        'before=-1',
        'tag=c%2B%2B',
      ]) {
        const response = await call('GET', `/api/discuss?${bad}`);
        expect(response.statusCode, bad).toBe(400);
      }
    });

    it('sends each post in exactly the shape of the single-post answer, and nothing more', async () => {
      const tag = `shape-${kind}`;
      const post = await newPost(ada.cookie, { tags: tag });
      await call('POST', `/api/discuss/${post._id}/comments`, bob.cookie, { text: 'Nice walk.' });
      await call('POST', `/api/discuss/${post._id}/like`, ada.cookie);
      const list = await call('GET', `/api/discuss?tag=${tag}`, ada.cookie);
      expect(list.headers['content-type']).toMatch(/^application\/json/);
      const [listed] = list.json();
      const single = (await call('GET', `/api/discuss/${post._id}`, ada.cookie)).json();
      expect(listed).toEqual(single);
      // Strict: an extra field (an e-mail, a hash, a counter) fails the parse.
      const strict = postSchema.strict().extend({
        user: postSchema.shape.user.strict(),
        comments: postSchema.shape.comments.element
          .strict()
          .extend({
            user: postSchema.shape.user.strict(),
          })
          .array(),
      });
      expect(strict.safeParse(listed).error).toBeUndefined();
      expect(listed).toMatchObject({
        likes: 1,
        likedByMe: true,
        user: { firstName: 'Ada', lastName: 'Lovelace' },
        comments: [{ name: 'Bob', text: 'Nice walk.', user: { firstName: 'Bob' } }],
      });
      expect(new Date(listed.createdAt).toISOString()).toBe(listed.createdAt);
      expect(new Date(listed.comments[0].createdAt).toISOString()).toBe(
        listed.comments[0].createdAt,
      );
    });

    it('shows each viewer their own likes', async () => {
      const post = await newPost(ada.cookie, { tags: `likes-${kind}` });
      await call('POST', `/api/discuss/${post._id}/like`, bob.cookie);
      const asBob = (await call('GET', `/api/discuss?tag=likes-${kind}`, bob.cookie)).json();
      const asAda = (await call('GET', `/api/discuss?tag=likes-${kind}`, ada.cookie)).json();
      const asGuest = (await call('GET', `/api/discuss?tag=likes-${kind}`)).json();
      expect(asBob[0]).toMatchObject({ likes: 1, likedByMe: true });
      expect(asAda[0]).toMatchObject({ likes: 1, likedByMe: false });
      expect(asGuest[0]).toMatchObject({ likes: 1, likedByMe: false });
    });
  });

  describe('one post', () => {
    it('is 404 when unknown and 400 when the id is malformed, never 500', async () => {
      expect((await call('GET', `/api/discuss/${MISSING_ID}`)).statusCode).toBe(404);
      for (const id of ['nope', '123', '%00', "1'or'1"]) {
        expect((await call('GET', `/api/discuss/${id}`)).statusCode, id).toBe(400);
      }
      expect(
        (await call('POST', `/api/discuss/${MISSING_ID}/comments`, bob.cookie, { text: 'hi' }))
          .statusCode,
      ).toBe(404);
      expect((await call('POST', `/api/discuss/${MISSING_ID}/like`, bob.cookie)).statusCode).toBe(
        404,
      );
      expect(
        (await call('PUT', `/api/discuss/${MISSING_ID}`, bob.cookie, { title: 'x' })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/api/discuss/${MISSING_ID}`, bob.cookie)).statusCode).toBe(404);
    });
  });

  describe('comments', () => {
    it('adds a comment and answers the updated post with the commenter’s name', async () => {
      const post = await newPost(ada.cookie);
      const response = await call('POST', `/api/discuss/${post._id}/comments`, bob.cookie, {
        text: '  Nice one  ',
      });
      expect(response.statusCode).toBe(201);
      const updated = response.json();
      expect(updated._id).toBe(post._id);
      expect(updated.comments).toEqual([
        {
          _id: expect.any(String),
          name: 'Bob',
          text: 'Nice one',
          createdAt: expect.any(String),
          user: { _id: bob.user._id, firstName: 'Bob', lastName: '' },
        },
      ]);
    });

    it.each([
      [{ text: '' }, forumMessages.commentRequired],
      [{ text: ' \n ' }, forumMessages.commentRequired],
      [{}, forumMessages.commentRequired],
      [{ text: 'x'.repeat(2001) }, forumMessages.commentTooLong],
    ])('refuses %o with “%s” and stores nothing', async (payload, message) => {
      const post = await newPost(ada.cookie);
      const before = await stats();
      const response = await call('POST', `/api/discuss/${post._id}/comments`, bob.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await stats()).totalComments).toBe(before.totalComments);
      expect((await call('GET', `/api/discuss/${post._id}`)).json().comments).toEqual([]);
    });

    it('lets the author edit and delete a comment, an admin delete it, and nobody else', async () => {
      const post = await newPost(ada.cookie);
      const commented = (
        await call('POST', `/api/discuss/${post._id}/comments`, bob.cookie, { text: 'v1' })
      ).json();
      const commentUrl = `/api/discuss/${post._id}/comments/${commented.comments[0]._id}`;

      expect((await call('PUT', commentUrl, ada.cookie, { text: 'hijack' })).statusCode).toBe(403);
      expect((await call('PUT', commentUrl, admin, { text: 'hijack' })).statusCode).toBe(403);
      expect((await call('DELETE', commentUrl, ada.cookie)).statusCode).toBe(403);
      expect((await call('PUT', commentUrl, bob.cookie, { text: ' ' })).statusCode).toBe(400);

      const edited = await call('PUT', commentUrl, bob.cookie, { text: 'v2' });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().comments[0].text).toBe('v2');
      const deleted = await call('DELETE', commentUrl, bob.cookie);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().comments).toEqual([]);
      expect((await call('DELETE', commentUrl, bob.cookie)).statusCode).toBe(404);

      const again = (
        await call('POST', `/api/discuss/${post._id}/comments`, bob.cookie, { text: 'v3' })
      ).json();
      const byAdmin = await call(
        'DELETE',
        `/api/discuss/${post._id}/comments/${again.comments[0]._id}`,
        admin,
      );
      expect(byAdmin.statusCode).toBe(200);
      // A comment id under another post is not found there.
      const other = await newPost(ada.cookie);
      const elsewhere = (
        await call('POST', `/api/discuss/${other._id}/comments`, bob.cookie, { text: 'x' })
      ).json();
      expect(
        (
          await call(
            'DELETE',
            `/api/discuss/${post._id}/comments/${elsewhere.comments[0]._id}`,
            bob.cookie,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/api/discuss/${post._id}/comments/not-an-id`, bob.cookie))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('likes', () => {
    it('toggles one like per person', async () => {
      const post = await newPost(ada.cookie);
      const like = (cookie: string) => call('POST', `/api/discuss/${post._id}/like`, cookie);
      expect((await like(bob.cookie)).json()).toEqual({ likes: 1, likedByMe: true });
      expect((await like(ada.cookie)).json()).toEqual({ likes: 2, likedByMe: true });
      expect((await like(bob.cookie)).json()).toEqual({ likes: 1, likedByMe: false });
      expect((await call('GET', `/api/discuss/${post._id}`, ada.cookie)).json()).toMatchObject({
        likes: 1,
        likedByMe: true,
      });
    });

    it('stays consistent under concurrent clicks', async () => {
      const post = await newPost(ada.cookie);
      const clicks = await Promise.all(
        Array.from({ length: 6 }, () => call('POST', `/api/discuss/${post._id}/like`, bob.cookie)),
      );
      for (const click of clicks) expect(click.statusCode).toBe(200);
      // Six toggles by one person: an even number, so no like, and the count agrees.
      const after = (await call('GET', `/api/discuss/${post._id}`, bob.cookie)).json();
      expect(after).toMatchObject({ likes: 0, likedByMe: false });
      const once = (await call('POST', `/api/discuss/${post._id}/like`, bob.cookie)).json();
      expect(once).toEqual({ likes: 1, likedByMe: true });
    });
  });

  describe('edit and delete posts', () => {
    it('lets only the author edit, changing just the fields given', async () => {
      const post = await newPost(ada.cookie, { tags: 'old-tag' });
      expect(
        (await call('PUT', `/api/discuss/${post._id}`, bob.cookie, { title: 'Mine' })).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/api/discuss/${post._id}`, admin, { title: 'Mine' })).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', `/api/discuss/${post._id}`, ada.cookie, { title: ' ' })).statusCode,
      ).toBe(400);
      const edited = await call('PUT', `/api/discuss/${post._id}`, ada.cookie, {
        title: 'Better title',
        tags: 'New-Tag',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        title: 'Better title',
        content: post.content,
        tags: ['new-tag'],
      });
      const topics = (await stats()).topics.map((topic: { tag: string }) => topic.tag);
      expect(topics).toContain('new-tag');
      expect(topics).not.toContain('old-tag');
    });

    it('lets the author or an admin delete a post, which takes its comments and likes along', async () => {
      const post = await newPost(ada.cookie, { tags: `gone-${kind}` });
      await call('POST', `/api/discuss/${post._id}/comments`, bob.cookie, { text: 'one' });
      await call('POST', `/api/discuss/${post._id}/comments`, ada.cookie, { text: 'two' });
      await call('POST', `/api/discuss/${post._id}/like`, bob.cookie);
      const before = await stats();

      expect((await call('DELETE', `/api/discuss/${post._id}`, bob.cookie)).statusCode).toBe(403);
      const deleted = await call('DELETE', `/api/discuss/${post._id}`, ada.cookie);
      expect(deleted.statusCode).toBe(200);
      expect((await call('GET', `/api/discuss/${post._id}`)).statusCode).toBe(404);
      const after = await stats();
      expect(after.totalPosts).toBe(before.totalPosts - 1);
      expect(after.totalComments).toBe(before.totalComments - 2);
      expect(after.topics.map((topic: { tag: string }) => topic.tag)).not.toContain(`gone-${kind}`);

      const other = await newPost(bob.cookie);
      expect((await call('DELETE', `/api/discuss/${other._id}`, admin)).statusCode).toBe(200);
    });
  });

  describe('stats', () => {
    it('counts every post, comment, tag and author, not a page', async () => {
      const before = await stats();
      const carol = await registerLearner(t.app, 'Carol');
      const post = await newPost(carol.cookie, { tags: 'stats-a, stats-b' });
      await newPost(carol.cookie, { tags: 'stats-a' });
      await call('POST', `/api/discuss/${post._id}/comments`, bob.cookie, { text: 'c' });
      const after = await stats();
      expect(after.totalPosts).toBe(before.totalPosts + 2);
      expect(after.totalComments).toBe(before.totalComments + 1);
      expect(after.activeUsers).toBe(before.activeUsers + 1);
      expect(after.topics).toEqual(
        expect.arrayContaining([
          { tag: 'stats-a', count: 2 },
          { tag: 'stats-b', count: 1 },
        ]),
      );
      const counts = after.topics.map((topic: { count: number }) => topic.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
  });
});

describe('forum write rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      FORUM_POST_RATE_LIMIT_PER_HOUR: '2',
      FORUM_COMMENT_RATE_LIMIT_PER_HOUR: '2',
    });
  });
  afterAll(() => t.close());

  it('answers 429 with a message past the hourly allowance, per person, across both create paths', async () => {
    const dee = await registerLearner(t.app, 'Dee');
    const create = (url: string, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { title: 't', content: 'c' },
      });
    expect((await create('/api/discuss', dee.cookie)).statusCode).toBe(201);
    expect((await create('/api/discuss/create', dee.cookie)).statusCode).toBe(201);
    const limited = await create('/api/discuss', dee.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/^Too many requests\. Please try again in /);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const eve = await registerLearner(t.app, 'Eve');
    const post = await create('/api/discuss', eve.cookie);
    expect(post.statusCode).toBe(201);
    const comment = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/discuss/${post.json()._id}/comments`,
        headers: { cookie: eve.cookie },
        payload: { text: 'hi' },
      });
    expect((await comment()).statusCode).toBe(201);
    expect((await comment()).statusCode).toBe(201);
    expect((await comment()).statusCode).toBe(429);
  });
});
