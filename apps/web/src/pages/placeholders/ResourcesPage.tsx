import { ComingSoon } from './ComingSoon';

export function ResourcesPage() {
  return (
    <ComingSoon
      documentTitle="Resources"
      heading="We're Building Something Awesome"
      message="Stay tuned — exciting updates are coming soon!"
    />
  );
}
