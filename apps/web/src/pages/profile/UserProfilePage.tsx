import { Navigate, useParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Alert } from '../../components/ui/Alert';
import { Avatar } from '../../components/ui/Avatar';
import { Card } from '../../components/ui/Card';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { usePublicProfile } from '../../profile/queries';
import { ContestHistory } from './ContestHistory';

/** `/users/:userId`: another learner's public profile and contest history (from the leaderboard). */
export function UserProfilePage() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  const own = user?._id === userId;
  const profile = usePublicProfile(userId, !own);
  const fullName = profile.data
    ? [profile.data.firstName, profile.data.lastName].filter(Boolean).join(' ')
    : undefined;
  useDocumentTitle(fullName ?? 'Profile');

  if (own) return <Navigate to="/profile" replace />;
  if (profile.isPending) {
    return (
      <div role="status" aria-label="Loading profile" className="flex flex-1">
        <PageSpinner />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        <Alert>
          <p className="font-semibold">
            {profile.error instanceof ApiRequestError && profile.error.status === 404
              ? 'User not found'
              : 'Failed to load profile'}
          </p>
          <p>{errorMessage(profile.error)}</p>
        </Alert>
      </section>
    );
  }
  const data = profile.data;
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar user={data} className="size-20 text-3xl" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h1 className="text-2xl font-bold break-words text-fg">{fullName}</h1>
          {data.location ? <p className="text-muted">{data.location}</p> : null}
          {data.bio ? <p className="italic text-fg">“{data.bio}”</p> : null}
          {data.github ? (
            <a
              href={data.github}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm font-semibold text-accent hover:underline"
            >
              GitHub Profile
            </a>
          ) : null}
        </div>
      </Card>
      <ContestHistory userId={data._id} />
    </section>
  );
}
