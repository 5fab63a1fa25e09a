import type { Post } from '@grindstone/contract';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/PageSpinner';
import {
  useCreatePost,
  useForumStats,
  usePost,
  usePostPages,
  useUpdatePost,
} from '../../forum/queries';
import { ForumStatsPanel } from './ForumStatsPanel';
import { LoadMore } from './LoadMore';
import { PostCard } from './PostCard';
import { PostFormModal } from './PostFormModal';
import { TopicChips } from './TopicChips';

/**
 * /discuss (and /discuss/:postId, a post opened expanded at the top). The topic filter lives in
 * the URL (`?tag=`), so a problem's Solutions tab can link to its own discussions.
 */
export function DiscussPage() {
  useDocumentTitle('Community Discussions');
  useEffect(() => window.scrollTo(0, 0), []);
  const { user } = useAuth();
  const navigate = useNavigate();
  const { postId } = useParams();
  const [params] = useSearchParams();
  const tag = params.get('tag')?.trim().toLowerCase() || undefined;

  const list = usePostPages(tag);
  const stats = useForumStats();
  const linked = usePost(postId);
  const create = useCreatePost();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(postId ? [postId] : []),
  );
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Post | null>(null);

  const chooseTag = (next: string | undefined) =>
    navigate(next ? `/discuss?tag=${encodeURIComponent(next)}` : '/discuss');
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (list.isError) {
    return (
      <section className="mx-auto w-full max-w-6xl px-4 py-12">
        <Alert>Failed to load posts</Alert>
      </section>
    );
  }

  const listed = list.data?.pages.flatMap((page) => page.posts) ?? [];
  const posts = linked.data
    ? [linked.data, ...listed.filter((post) => post._id !== linked.data._id)]
    : listed;
  const card = (post: Post) => (
    <PostCard
      key={post._id}
      post={post}
      expanded={expanded.has(post._id)}
      viewer={user}
      onToggle={() => toggle(post._id)}
      onTag={chooseTag}
      onEdit={() => setEditing(post)}
    />
  );

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-fg">Community Discussions</h1>
          <p className="mt-2 text-muted">
            Ask questions, share knowledge, and connect with other developers
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>Create New Post</Button>
      </div>

      <div className="mt-6">
        <TopicChips topics={stats.data?.topics ?? []} selected={tag} onSelect={chooseTag} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className="flex min-w-0 flex-col gap-4">
          {postId && linked.isError ? <Alert tone="info">This post no longer exists.</Alert> : null}
          {list.isPending ? (
            <PageSpinner />
          ) : posts.length === 0 ? (
            <div className="rounded-card border border-border bg-surface p-10 text-center">
              <p className="text-lg font-semibold text-fg">No posts found</p>
              <p className="mt-1 text-muted">Be the first to create a post in this category!</p>
              <Button className="mt-4" onClick={() => setCreating(true)}>
                Create Post
              </Button>
            </div>
          ) : (
            <>
              {posts.map(card)}
              <LoadMore
                hasMore={list.hasNextPage}
                loading={list.isFetchingNextPage}
                onLoad={() => list.fetchNextPage()}
              />
            </>
          )}
        </div>
        <aside>
          <ForumStatsPanel stats={stats.data} />
        </aside>
      </div>

      {creating ? (
        <PostFormModal
          title="Create New Post"
          submitLabel="Create Post"
          // Opened from a problem's discussions, the post is tagged for that problem already.
          initial={{ title: '', content: '', tags: tag ?? '' }}
          failureMessage="Failed to create post"
          onSubmit={(fields) => create.mutateAsync(fields)}
          onClose={() => setCreating(false)}
        />
      ) : null}
      {editing ? <EditPostModal post={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function EditPostModal({ post, onClose }: { post: Post; onClose: () => void }) {
  const update = useUpdatePost(post._id);
  return (
    <PostFormModal
      title="Edit Post"
      submitLabel="Save Changes"
      initial={{ title: post.title, content: post.content, tags: post.tags.join(', ') }}
      failureMessage="Failed to update post"
      onSubmit={(fields) => update.mutateAsync(fields)}
      onClose={onClose}
    />
  );
}
