// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
// For its clean-up between tests: this component needs none of the app's providers.
import '../../test-support/render';
import { SubtasksSection } from './SubtasksSection';

describe('the subtasks under the statement', () => {
  test('list each subtask with its points, then the total', () => {
    render(
      <SubtasksSection
        groups={[
          { name: 'large', points: 60, tests: 2 },
          { name: 'small', points: 40, tests: 2 },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Subtasks' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['large: 60 points', 'small: 40 points']);
    expect(within(section).getByText('100 points in all')).toBeTruthy();
  });

  test('add fractional points without a floating-point tail', () => {
    render(
      <SubtasksSection
        groups={[
          { name: 'a', points: 0.1, tests: 1 },
          { name: 'b', points: 0.2, tests: 1 },
        ]}
      />,
    );
    expect(screen.getByText('0.3 points in all')).toBeTruthy();
  });
});
