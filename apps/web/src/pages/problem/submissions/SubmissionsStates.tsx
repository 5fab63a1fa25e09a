import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';

export function SubmissionsLoading() {
  return (
    <div className="flex items-center gap-3 text-sm text-muted">
      <Spinner label="Loading submissions" /> Loading submissions…
    </div>
  );
}

/**
 * The error view: which operation failed — the first load ('Failed to initialize
 * submissions') or a later refresh ('Failed to refresh') — the reason by status, Try Again and
 * Dismiss (docs/product.md#submissions-panel-states).
 */
export function SubmissionsError({
  operation,
  reason,
  retrying,
  onRetry,
  onDismiss,
}: {
  operation: 'initialize' | 'refresh';
  reason: string;
  retrying: boolean;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  return (
    <div role="alert" className="rounded-lg border border-danger/50 bg-danger-bg p-4 text-sm">
      <p className="font-semibold text-fg">
        {operation === 'initialize' ? 'Failed to initialize submissions' : 'Failed to refresh'}
      </p>
      <p className="mt-1 text-fg">{reason}</p>
      <div className="mt-3 flex gap-2">
        <Button size="sm" onClick={onRetry} disabled={retrying}>
          Try Again
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}

/** No list to show: either there is none yet, or it could not be loaded (error dismissed). */
export function SubmissionsEmpty({ loaded }: { loaded: boolean }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-6 text-center">
      <p className="font-semibold text-fg">
        {loaded ? 'No submissions yet' : 'Submissions not loaded'}
      </p>
      <p className="mt-1 text-sm text-muted">
        {loaded
          ? 'Just submitted? Press Refresh to see your latest submission.'
          : 'Press Refresh to try loading them again.'}
      </p>
    </div>
  );
}
