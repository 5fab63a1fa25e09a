import { PlainPage } from '../PlainPage';

export function AdminUploadVideoPage() {
  return <PlainPage title="Upload Video" />;
}
