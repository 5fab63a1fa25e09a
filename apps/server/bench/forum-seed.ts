// Bulk seeding for the forum benchmark: posts, comments and likes inserted set-based with their
// counting triggers off, then the counters computed once from the rows — what the triggers would
// have left, without a million single-row updates of the totals. (The authors total still moves
// by its own trigger, as each author row goes in.)
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';

export interface ForumSeedSize {
  posts: number;
  comments: number;
  likes: number;
}

export const defaultForumSeedSize: ForumSeedSize = {
  posts: 100_000,
  comments: 1_000_000,
  likes: 200_000,
};

/** The seeded posts' tags: each post has one to three of them. */
export const forumBenchTags = Array.from({ length: 40 }, (_, i) => `topic-${i}`);

const int = (value: number) => sql.raw(String(Math.trunc(value)));
const tagsArray = sql.raw(`array[${forumBenchTags.map((tag) => `'${tag}'`).join(',')}]`);
const counted = ['posts', 'post_comments', 'post_likes'];

async function timed(timings: Record<string, number>, step: string, run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  timings[step] = (performance.now() - start) / 1000;
}

/** Needs the users of seed.ts (`md5('user' || i)` for i in 1..users). */
export async function seedForum(db: Database, size: ForumSeedSize, users: number) {
  const timings: Record<string, number> = {};
  for (const table of counted) {
    await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  }
  const author = (i: string) => sql.raw(`md5('user' || (1 + ${i} % ${Math.trunc(users)}))::uuid`);

  await timed(timings, `${size.posts} posts`, () =>
    db.execute(sql`
      insert into posts (id, user_id, title, content, tags, created_at, updated_at)
      select md5('post' || i)::uuid, ${author('i')},
             'How would you approach problem ' || i || '?',
             repeat('I tried a **two-pointer** walk and a hash map; both time out on large inputs. ', 6)
               || E'\n\n' || repeat(chr(96), 3) || E'cpp\nint main() { return ' || i
               || E'; }\n' || repeat(chr(96), 3),
             case when i % 3 = 0 then array[(${tagsArray})[1 + i % 40]]
                  when i % 3 = 1 then array[(${tagsArray})[1 + i % 40], (${tagsArray})[1 + (i / 40) % 40]]
                  else array[(${tagsArray})[1 + i % 40], (${tagsArray})[1 + (i / 7) % 40], 'general'] end,
             now() - (${int(size.posts)} - i) * interval '1 minute',
             now() - (${int(size.posts)} - i) * interval '1 minute'
      from generate_series(1, ${int(size.posts)}) as i`),
  );
  // Array literals may repeat a tag (i % 40 = (i / 40) % 40): keep each post's tags unique.
  await db.execute(sql`
    update posts set tags = array(select distinct unnest(tags))
    where cardinality(tags) <> cardinality(array(select distinct unnest(tags)))`);

  const chunk = 200_000;
  const commentsStart = performance.now();
  for (let from = 1; from <= size.comments; from += chunk) {
    const to = Math.min(size.comments, from + chunk - 1);
    await db.execute(sql`
      insert into post_comments (id, post_id, user_id, text, created_at, updated_at)
      select md5('comment' || i)::uuid,
             md5('post' || (1 + (i::bigint * 7919) % ${int(size.posts)}))::uuid,
             ${author('(i * 13)')},
             'Have you tried sorting first? Comment ' || i,
             now() - (${int(size.comments)} - i) * interval '1 second',
             now() - (${int(size.comments)} - i) * interval '1 second'
      from generate_series(${int(from)}, ${int(to)}) as i`);
    process.stdout.write(`\r  comments: ${to.toLocaleString('en')}   `);
  }
  process.stdout.write('\n');
  timings[`${size.comments} comments`] = (performance.now() - commentsStart) / 1000;

  await timed(timings, `${size.likes} likes`, () =>
    db.execute(sql`
      insert into post_likes (post_id, user_id)
      select md5('post' || (1 + (i::bigint * 104729) % ${int(size.posts)}))::uuid, ${author('(i * 31)')}
      from generate_series(1, ${int(size.likes)}) as i
      on conflict do nothing`),
  );

  await timed(timings, 'forum counters', async () => {
    await db.execute(sql`
      update posts p set comment_count = c.n
      from (select post_id, count(*)::int as n from post_comments group by post_id) c
      where c.post_id = p.id`);
    await db.execute(sql`
      update posts p set like_count = l.n
      from (select post_id, count(*)::int as n from post_likes group by post_id) l
      where l.post_id = p.id`);
    await db.execute(sql`
      update forum_totals set posts = (select count(*) from posts),
                              comments = (select count(*) from post_comments)
      where id = 1`);
    await db.execute(sql`
      insert into forum_tag_counts (tag, posts)
      select tag, count(*) from posts, unnest(tags) as tag group by tag`);
    await db.execute(sql`
      insert into forum_author_counts (user_id, posts)
      select user_id, count(*) from posts group by user_id`);
  });
  for (const table of counted) {
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }
  await timed(timings, 'forum vacuum analyze', () => db.execute(sql`vacuum analyze`));
  return timings;
}
