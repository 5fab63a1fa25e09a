import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/ApiRequestError';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Card } from '../../components/ui/Card';
import { PageSpinner } from '../../components/ui/PageSpinner';
import { usePublicProfile } from '../../profile/queries';
import { AccountDataSection } from './AccountDataSection';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';

export function UpdateProfilePage() {
  useDocumentTitle('Update Profile');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const isOwn = user?._id === id;
  const allowed = isOwn || user?.role === 'admin';
  const profile = usePublicProfile(id, allowed);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-fg">Update Profile</h1>
      {!allowed ? (
        // The server refuses the save too (403); this says so before anyone types.
        <Alert>
          You can only edit your own profile.{' '}
          <Link to="/profile" className="font-semibold text-accent hover:underline">
            Go to your profile
          </Link>
        </Alert>
      ) : profile.isPending ? (
        <div role="status" aria-label="Loading profile">
          <PageSpinner />
        </div>
      ) : profile.isError ? (
        <div className="flex flex-col items-start gap-4">
          <Alert>Failed to load profile: {errorMessage(profile.error)}</Alert>
          <Button onClick={() => profile.refetch()}>Try Again</Button>
        </div>
      ) : (
        <>
          <Card>
            <ProfileForm profile={profile.data} />
          </Card>
          {isOwn ? (
            <>
              <Card>
                <PasswordChangeForm />
              </Card>
              <Card>
                <AccountDataSection />
              </Card>
            </>
          ) : null}
          <Link to="/profile" className={buttonClasses('ghost', 'md', 'self-start')}>
            Back to profile
          </Link>
        </>
      )}
    </section>
  );
}
