import { PlainPage } from '../PlainPage';

export function UpdateProfilePage() {
  return <PlainPage title="Update Profile" />;
}
