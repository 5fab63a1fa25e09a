import type { Profile } from '@grindstone/contract';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/Avatar';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { Card } from '../../components/ui/Card';

const joinFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function ProfileHeader({ profile }: { profile: Profile }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <Card className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Avatar user={profile} className="size-20 text-3xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-fg">{fullName}</h1>
          <Badge tone="accent">{capitalise(profile.role)}</Badge>
        </div>
        <p className="text-muted">{profile.emailId}</p>
        {profile.location ? <p className="text-muted">{profile.location}</p> : null}
        {profile.bio ? <p className="italic text-fg">“{profile.bio}”</p> : null}
        <div className="flex flex-wrap items-center gap-4 text-sm">
          {profile.github ? (
            <a
              href={profile.github}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-accent hover:underline"
            >
              GitHub Profile
            </a>
          ) : null}
          <span className="text-muted">
            Member since {joinFormat.format(new Date(profile.joinDate))}
          </span>
        </div>
      </div>
      <Link to={`/user/update/${profile._id}`} className={buttonClasses('secondary', 'md')}>
        Edit Profile
      </Link>
    </Card>
  );
}
