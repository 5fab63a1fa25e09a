// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
// For its clean-up between tests: this component needs none of the app's providers.
import '../../test-support/render';
import { QueuePosition } from './QueuePosition';

describe('the place in line', () => {
  test('says nothing before the server has said, or once judging starts', () => {
    const { rerender } = render(<QueuePosition position={null} />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<QueuePosition position={0} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('names the place while the submission waits, and "next" at the front', () => {
    const { rerender } = render(<QueuePosition position={4} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Your submission is number 4 in line for the judge.',
    );
    rerender(<QueuePosition position={1} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Your submission is next in line for the judge.',
    );
  });
});
