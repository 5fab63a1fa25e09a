import type { Profile } from '@grindstone/contract';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Card } from '../../components/ui/Card';
import { plainTextPreview } from '../../forum/postFormat';
import { plural } from '../../profile/calendarLayout';

const postDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The user's newest posts with their real likes and comment counts; all of them are in the forum. */
export function ProfilePosts({ profile }: { profile: Profile }) {
  const count = profile.stats.postsCount;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-fg">
          Your Posts{' '}
          {count > 0 ? <span className="text-sm font-normal text-muted">({count})</span> : null}
        </h2>
        <Link to="/discuss" className={buttonClasses('secondary', 'sm')}>
          View All Posts
        </Link>
      </div>
      {count === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 text-center">
          <p className="text-muted">You haven't created any posts yet</p>
          <Link to="/discuss" className={buttonClasses('primary', 'md')}>
            Create Your First Post
          </Link>
        </div>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {profile.posts.map((post) => (
            <li key={post._id} className="rounded-lg border border-border bg-bg p-4">
              <Link
                to={`/discuss/${post._id}`}
                className="font-semibold text-fg hover:text-accent hover:underline"
              >
                {post.title}
              </Link>
              <p className="text-xs text-muted">{postDate.format(new Date(post.createdAt))}</p>
              <p className="mt-2 line-clamp-2 text-sm text-muted">
                {plainTextPreview(post.content)}
              </p>
              <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                {post.tags.map((tag) => (
                  <span key={tag} className="text-accent">
                    #{tag}
                  </span>
                ))}
                <span className="ml-auto text-muted">
                  {plural(post.likes, 'like', 'likes')} ·{' '}
                  {plural(post.commentCount, 'comment', 'comments')}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
