import { useEffect } from 'react';

/** Sets the tab title to "<page> · Grindstone" (just "Grindstone" without a page). */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} · Grindstone` : 'Grindstone';
  }, [page]);
}
