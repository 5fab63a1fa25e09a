import type { PublicProfile } from '@grindstone/contract';
import { Avatar } from '../../components/ui/Avatar';

/**
 * AVATAR CONTROL — placeholder until the image host lands (issue 13, point 5, branch `media`).
 *
 * Today it shows the current picture (or the initial) and the upload hint, and changes nothing:
 * the profile form leaves `profileImage` out of its request, so the stored picture is kept. The
 * upload widget replaces this component's body and reports a new URL through `onChange`; the
 * form then sends it as `profileImage`.
 */
export function AvatarSlot({
  profile,
}: {
  profile: Pick<PublicProfile, 'firstName' | 'profileImage'>;
  onChange?: (profileImage: string) => void;
}) {
  return (
    <div className="flex flex-col items-center gap-2" data-testid="avatar-slot">
      <Avatar user={profile} className="size-24 text-4xl" />
      <p className="text-sm text-muted">Click icon to upload</p>
    </div>
  );
}
