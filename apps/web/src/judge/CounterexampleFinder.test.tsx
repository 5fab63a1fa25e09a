// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { apiError, fakeApi, heldAnswer, json } from '../test-support/fakeApi';
import { renderPage } from '../test-support/render';
import { CounterexampleFinder } from './CounterexampleFinder';

const route = 'POST /submission/sub-1/counterexample';
const found = {
  found: true,
  input: '3 9\n6 8 3\n',
  expectedOutput: '0 2\n',
  output: '1 2\n',
  stderr: '',
  verdict: 'Wrong Answer',
  tries: 41,
  shrinkSteps: 2,
};

function renderFinder() {
  const onUse = vi.fn();
  const view = renderPage(
    <CounterexampleFinder problemId="p-1" submissionId="sub-1" onUseAsCustomInput={onUse} />,
  );
  return { ...view, onUse };
}

describe('finding a small failing input', () => {
  test('shows progress while it searches, then the input and both outputs', async () => {
    const held = heldAnswer();
    const api = fakeApi({ [route]: held.answer });
    const { user, onUse } = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Find a small failing input' }));
    expect(screen.getByRole('status', { name: 'Searching' })).toBeTruthy();
    expect(screen.getByText(/Searching for a small failing input/)).toBeTruthy();
    held.release(json(found));

    const section = await screen.findByRole('region', { name: 'Small failing input' });
    expect(within(section).getByText(/Wrong Answer/)).toBeTruthy();
    expect(within(section).getByText(/found in 41 tries/)).toBeTruthy();
    expect(within(section).getByText('0 2')).toBeTruthy();
    expect(within(section).getByTestId('first-difference').textContent).toBe('1 2');
    await user.click(within(section).getByRole('button', { name: 'Use as custom input' }));
    expect(onUse).toHaveBeenCalledWith('3 9\n6 8 3\n');
    expect(api.callsTo(route)).toHaveLength(1);
  });

  test('says so when no failing input was found, and lets the learner try again', async () => {
    const message = 'No small failing input found in 120 tries: …';
    fakeApi({ [route]: json({ found: false, tries: 120, message }) });
    const { user } = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Find a small failing input' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find a small failing input' })).toBeTruthy();
  });

  test('shows the server’s reason when it refuses', async () => {
    const message =
      'This problem has no random input generator, so no counterexample can be made for it.';
    fakeApi({ [route]: apiError(409, message, 'CONFLICT') });
    const { user } = renderFinder();
    await user.click(screen.getByRole('button', { name: 'Find a small failing input' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
