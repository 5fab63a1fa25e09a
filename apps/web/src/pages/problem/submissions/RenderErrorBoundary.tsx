import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';

/**
 * Catches a crash while drawing the panel: 'Render Error' with Reload Page (docs/product.md), or
 * the given fallback for a smaller part of it.
 */
export class RenderErrorBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Submissions panel failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <div role="alert" className="flex flex-col items-start gap-3 p-2">
        <h2 className="text-lg font-semibold text-danger">Render Error</h2>
        <p className="text-sm text-muted">The submissions could not be displayed.</p>
        <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    );
  }
}
