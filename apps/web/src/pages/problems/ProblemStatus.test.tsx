// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
// For its clean-up between tests: this component needs none of the app's providers.
import '../../test-support/render';
import { ProblemStatus } from './ProblemStatus';

describe('the status of a problem in the list', () => {
  test('shows the best score of an unsolved problem, and says what it is', () => {
    render(<ProblemStatus solved={false} best={{ score: 40, maxScore: 100 }} />);
    expect(screen.getByText('40 / 100')).toBeTruthy();
    expect(screen.getByText('Best score 40 of 100')).toBeTruthy();
    expect(screen.queryByText('Solved')).toBeNull();
  });

  test('a solved problem keeps its mark, whatever its best score', () => {
    render(<ProblemStatus solved best={{ score: 40, maxScore: 100 }} />);
    expect(screen.getByText('Solved')).toBeTruthy();
    expect(screen.queryByText('40 / 100')).toBeNull();
  });

  test('a dash when there is neither', () => {
    const { container } = render(<ProblemStatus solved={false} best={undefined} />);
    expect(container.textContent).toBe('-');
  });
});
