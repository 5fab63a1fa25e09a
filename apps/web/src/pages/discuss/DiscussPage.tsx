import { PlainPage } from '../PlainPage';

export function DiscussPage() {
  return (
    <PlainPage title="Community Discussions">
      <p>Ask questions, share knowledge, and connect with other developers</p>
    </PlainPage>
  );
}
