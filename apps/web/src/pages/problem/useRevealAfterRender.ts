import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * Scrolls an element into view once the render that shows it is on screen. On a phone the
 * solving screen is one long column (statement, then editor, then results), so Run's test
 * results open about a screen and a half below the Run button; on a wide screen they are
 * already in view and nothing moves ('nearest' scrolls only when the element is not wholly
 * visible).
 */
export function useRevealAfterRender() {
  const [target, setTarget] = useState<{ element: RefObject<HTMLElement | null> } | null>(null);

  useEffect(() => {
    // An instant jump: short, and nothing to tone down under prefers-reduced-motion.
    target?.element.current?.scrollIntoView({ block: 'nearest' });
  }, [target]);

  // A fresh object each call, so asking for the same element again scrolls again.
  return useCallback((element: RefObject<HTMLElement | null>) => setTarget({ element }), []);
}
