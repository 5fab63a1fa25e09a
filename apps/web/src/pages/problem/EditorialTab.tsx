import type { ProblemDetail } from '@grindstone/contract';
import { useAuth } from '../../auth/AuthContext';
import { Markdown } from '../../components/Markdown';
import { LoginPrompt } from './LoginPrompt';

function formatDuration(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

/** The editorial (video and text) is for signed-in users: the server sends guests none. */
export function EditorialTab({ problem }: { problem: ProblemDetail }) {
  const { user } = useAuth();
  if (!user) {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-fg">Editorial</h2>
        <LoginPrompt to="to watch and read the editorial." />
      </div>
    );
  }
  const hasVideo = Boolean(problem.secureUrl);
  const hasText = Boolean(problem.editorial?.trim());
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-fg">Editorial</h2>
      {hasVideo ? (
        <figure className="flex flex-col gap-2">
          {/* biome-ignore lint/a11y/useMediaCaption: editorial videos are uploaded without caption tracks. */}
          <video
            controls
            preload="metadata"
            src={problem.secureUrl}
            poster={problem.thumbnailUrl}
            className="w-full rounded-lg bg-black"
          />
          {problem.duration ? (
            <figcaption className="text-xs text-muted">
              Duration {formatDuration(problem.duration)}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      {hasText ? <Markdown>{problem.editorial ?? ''}</Markdown> : null}
      {!hasVideo && !hasText ? (
        <p className="text-sm text-muted">No editorial has been written for this problem yet.</p>
      ) : null}
    </div>
  );
}
