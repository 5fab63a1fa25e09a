import type { ProblemDetail } from '@grindstone/contract';
import { useAuth } from '../../auth/AuthContext';
import { Markdown } from '../../components/Markdown';
import { EditorialVideo } from '../../media/EditorialVideo';
import { LoginPrompt } from './LoginPrompt';

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
        <EditorialVideo
          src={problem.secureUrl ?? ''}
          poster={problem.thumbnailUrl}
          duration={problem.duration}
          title={problem.title}
        />
      ) : null}
      {hasText ? <Markdown math>{problem.editorial ?? ''}</Markdown> : null}
      {!hasVideo && !hasText ? (
        <p className="text-sm text-muted">No editorial has been written for this problem yet.</p>
      ) : null}
    </div>
  );
}
