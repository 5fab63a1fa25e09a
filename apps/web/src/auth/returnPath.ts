/**
 * A link to /login can say where to come back to (`<Link to="/login" state={returnState(path)}>`):
 * a learner who logs in from a problem's "Log in to …" returns to that problem, not to the home
 * page. Only a path inside the app is followed, never another site.
 */
export function returnState(path: string): { returnTo: string } {
  return { returnTo: path };
}

/** The path a login link carried, or null when there is none (or it leaves the app). */
export function returnPathFrom(state: unknown): string | null {
  const value =
    typeof state === 'object' && state !== null
      ? (state as { returnTo?: unknown }).returnTo
      : undefined;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
