import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { postPermalink } from '../../forum/postFormat';

/** Copies the post's own address; where the clipboard is refused, shows the address instead. */
export function ShareButton({ postId }: { postId: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const share = async () => {
    const link = postPermalink(postId);
    try {
      await navigator.clipboard.writeText(link);
      setStatus('Link copied');
    } catch {
      setStatus(`Copy this link: ${link}`);
    }
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={share}>
        Share
      </Button>
      <span role="status" className="text-xs text-muted">
        {status}
      </span>
    </>
  );
}
