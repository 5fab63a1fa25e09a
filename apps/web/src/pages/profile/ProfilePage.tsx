import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { DailyProblemCard, ReviewQueueSection } from '../../practice/ReviewQueueSection';
import { useOwnProfile } from '../../profile/queries';
import { ActivitySection } from './ActivitySection';
import { ActivityStats } from './ActivityStats';
import { ContestHistory } from './ContestHistory';
import { PartialScores } from './PartialScores';
import { ProblemStatistics } from './ProblemStatistics';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePosts } from './ProfilePosts';
import { SolvedProblems } from './SolvedProblems';

export function ProfilePage() {
  useDocumentTitle('Profile');
  const profile = useOwnProfile();

  if (profile.isPending) {
    return (
      <div role="status" aria-label="Loading profile" className="flex flex-1">
        <PageSpinner />
      </div>
    );
  }
  if (profile.isError) {
    // The first definition stored this error and showed nothing; a learner should see it.
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-12">
        <Alert>
          <p className="font-semibold">Failed to load profile</p>
          <p>{errorMessage(profile.error)}</p>
        </Alert>
        <Button className="mt-4" onClick={() => profile.refetch()}>
          Try Again
        </Button>
      </section>
    );
  }

  const data = profile.data;
  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <ProfileHeader profile={data} />
      {/* grid-cols-1 caps the single phone column at the page's width: an implicit column grows
          to its widest content (the year-long activity calendar), pushing the tiles off screen. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6">
          <DailyProblemCard />
          <ProblemStatistics profile={data} />
          <PartialScores profile={data} />
          <ActivityStats profile={data} />
          <ContestHistory userId={data._id} />
        </div>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <ReviewQueueSection />
          <ActivitySection />
          <ProfilePosts profile={data} />
          <SolvedProblems profile={data} />
        </div>
      </div>
    </section>
  );
}
