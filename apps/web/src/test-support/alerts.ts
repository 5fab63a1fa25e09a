import { afterEach, beforeEach, vi } from 'vitest';

/**
 * What `window.alert` shows during each test of the calling file, in order (emptied before each
 * test). The app confirms some saves with an alert, as the original client did.
 */
export function collectAlerts(): string[] {
  const alerts: string[] = [];
  beforeEach(() => {
    alerts.length = 0;
    vi.spyOn(window, 'alert').mockImplementation((message?: unknown) => {
      alerts.push(String(message));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return alerts;
}
