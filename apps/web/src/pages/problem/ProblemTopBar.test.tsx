// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ada } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { ProblemTopBar } from './ProblemTopBar';

// The stopwatch counts real seconds: the clock is faked so a test can let minutes pass at once.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function openTopBar(signedIn: typeof ada | null = ada) {
  const view = renderPage(<ProblemTopBar title="Two Sum" />, {
    at: '/problem/p1',
    signedIn,
  });
  const timer = () => screen.getByRole('timer', { name: 'Time spent' }).textContent;
  const pass = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
  return { ...view, timer, pass };
}

describe('the problem top bar', () => {
  test('links back to the problem set and names the problem', () => {
    openTopBar();
    expect(screen.getByRole('link', { name: 'Problem Set' }).getAttribute('href')).toBe(
      '/problems',
    );
    expect(screen.getByText('Two Sum')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  test('offers a guest a way in instead of an avatar', () => {
    openTopBar(null);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Your profile' })).toBeNull();
  });

  test('the timer starts paused at 00:00 and counts whole seconds once started', () => {
    const { timer, pass } = openTopBar();
    pass(5);
    expect(timer()).toBe('00:00');

    act(() => screen.getByRole('button', { name: 'Start timer' }).click());
    pass(61);
    expect(timer()).toBe('01:01');

    act(() => screen.getByRole('button', { name: 'Pause timer' }).click());
    pass(30);
    expect(timer()).toBe('01:01');
    expect(screen.getByRole('button', { name: 'Start timer' })).toBeTruthy();
  });

  test('minutes keep counting past 59', () => {
    const { timer, pass } = openTopBar();
    act(() => screen.getByRole('button', { name: 'Start timer' }).click());
    pass(75 * 60 + 4);
    expect(timer()).toBe('75:04');
  });
});
