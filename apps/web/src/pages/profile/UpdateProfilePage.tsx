import type { PublicProfile } from '@grindstone/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useAuth } from '../../auth/AuthContext';
import { CURRENT_USER_QUERY_KEY } from '../../auth/AuthProvider';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { AvatarUpload } from '../../media/AvatarUpload';
import { fetchProfileById, updateProfile } from '../../media/profileApi';

function ProfileForm({ id, profile }: { id: string; profile: PublicProfile }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [profileImage, setProfileImage] = useState(profile.profileImage);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const { user: updated } = await updateProfile(id, { profileImage });
      // The navigation bar reads this cache: the new avatar shows at once.
      if (updated._id === user?._id) queryClient.setQueryData(CURRENT_USER_QUERY_KEY, updated);
      window.alert('Profile updated!');
      navigate('/profile');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Failed to update profile');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-6 rounded-card border border-border bg-surface p-6"
    >
      <AvatarUpload value={profileImage} onChange={setProfileImage} onBusyChange={setUploading} />
      {failure ? <Alert>{failure}</Alert> : null}
      <Button type="submit" disabled={saving || uploading}>
        {saving ? 'Updating...' : 'Update Profile'}
      </Button>
    </form>
  );
}

/**
 * /user/update/{id}. This version carries the avatar (upload, preview, save); the name, age,
 * GitHub, location and bio fields join the same form and the same PUT.
 */
export function UpdateProfilePage() {
  useDocumentTitle('Update Profile');
  const { id = '' } = useParams();
  const { user } = useAuth();
  const allowed = Boolean(user && (user._id === id || user.role === 'admin'));
  // The edited profile's own values (an admin may be editing someone else's).
  const profile = useQuery({
    queryKey: ['profileById', id],
    queryFn: () => fetchProfileById(id),
    enabled: allowed,
  });

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-fg">Update Profile</h1>
      {!allowed ? (
        <Alert>You can only edit your own profile.</Alert>
      ) : profile.isPending ? (
        <Spinner label="Loading profile" />
      ) : profile.isError ? (
        <Alert>{profile.error.message || 'Failed to load profile'}</Alert>
      ) : (
        <ProfileForm id={id} profile={profile.data} />
      )}
    </section>
  );
}
