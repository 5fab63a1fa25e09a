/** The chat's typing effect (docs/product.md#ai-tutor-chat): 40 ms a character, then 2000 ms. */
export const TYPING_MS_PER_CHARACTER = 40;
export const COMPLETE_AFTER_MS = 2000;

/** With reduced motion, a reply appears whole instead of typing out. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
