import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';

/**
 * Older posts load as the reader nears the end of the list (an observer on this element), or
 * with the button, for keyboards and for readers who never scroll that far.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onLoad });
  latest.current = { hasMore, loading, onLoad };

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onLoad: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className="flex justify-center py-2">
      {loading ? (
        <Spinner label="Loading more posts" />
      ) : hasMore ? (
        <Button variant="secondary" onClick={onLoad}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
