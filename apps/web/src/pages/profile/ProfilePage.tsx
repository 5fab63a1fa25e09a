import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { Avatar } from '../../components/ui/Avatar';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/buttonStyles';
import { PlainPage } from '../PlainPage';

export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <PlainPage title="Profile">
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Avatar user={user} className="size-16 text-2xl" />
        <div>
          <p className="text-lg font-semibold text-fg">{fullName}</p>
          <p>{user.emailId}</p>
        </div>
        <Badge tone="accent">{user.role === 'admin' ? 'Admin' : 'User'}</Badge>
      </div>
      <Link to={`/user/update/${user._id}`} className={buttonClasses('secondary', 'md', 'mt-6')}>
        Edit Profile
      </Link>
    </PlainPage>
  );
}
