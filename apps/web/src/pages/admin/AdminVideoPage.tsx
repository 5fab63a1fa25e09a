import { PlainPage } from '../PlainPage';

export function AdminVideoPage() {
  return <PlainPage title="Video Problems" />;
}
