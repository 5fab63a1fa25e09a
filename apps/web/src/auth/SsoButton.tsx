import { buttonClasses } from '../components/ui/buttonStyles';
import { oidcStartUrl } from './accountsApi';

/**
 * "Sign in with <provider>": a plain link, since the browser itself must go to the server and
 * on to the provider (a fetch could not follow a redirect to another site).
 */
export function SsoButton({ name, returnTo }: { name: string; returnTo: string }) {
  return (
    <a href={oidcStartUrl(returnTo)} className={buttonClasses('secondary', 'lg', 'w-full')}>
      Sign in with {name}
    </a>
  );
}

/** The line between the provider's button and the password form. */
export function OrDivider() {
  return (
    <div
      className="flex items-center gap-3 text-xs uppercase tracking-wide text-muted"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
