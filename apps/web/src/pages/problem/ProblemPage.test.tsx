// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { apiError, type FakeAnswer, fakeApi, json } from '../../test-support/fakeApi';
import { ada, aProblem, twoSumId } from '../../test-support/fixtures';
import { renderPage } from '../../test-support/render';
import { ProblemPage } from './ProblemPage';

const problemRoute = `GET /problem/problemById/${twoSumId}`;

function openProblem(answer: FakeAnswer, signedIn = false) {
  fakeApi({ [problemRoute]: answer });
  return renderPage(<ProblemPage />, {
    at: `/problem/${twoSumId}`,
    path: '/problem/:problemId',
    signedIn: signedIn ? ada : null,
  });
}

async function problemPanel() {
  return screen.findByRole('region', { name: 'Problem' });
}

describe('the problem page', () => {
  test('shows "Loading problem..." until the problem arrives, then its description', async () => {
    openProblem(json(aProblem({ hints: ['Add them.'] })));
    expect(screen.getByText('Loading problem...')).toBeTruthy();

    const panel = await problemPanel();
    expect(within(panel).getByRole('heading', { level: 1, name: 'Two Sum' })).toBeTruthy();
    expect(within(panel).getByText('Easy')).toBeTruthy();
    expect(within(panel).getByText('Acme')).toBeTruthy();
    // The limits in the code panel's language (JavaScript until another is chosen).
    expect(
      await within(panel).findByText('Time limit (JavaScript): 2 s · Memory limit: 256 MB'),
    ).toBeTruthy();
    // The statement's markdown, rendered: **two** is bold.
    expect((await within(panel).findByText('two')).tagName).toBe('STRONG');
    const example = within(panel).getByRole('heading', { name: 'Example 1' }).parentElement;
    expect(example?.textContent).toContain('1 2');
    expect(example?.textContent).toContain('One plus two is three.');
    expect(within(panel).getByText('Hint 1')).toBeTruthy();
    expect(screen.queryByText('Loading problem...')).toBeNull();
  });

  test('says "Problem not found" for an id the server does not know', async () => {
    openProblem(apiError(404, 'Problem not found', 'NOT_FOUND'));
    expect(await screen.findByRole('heading', { name: 'Problem not found' })).toBeTruthy();
    expect(screen.getByText('There is no problem at this address.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the problem set' })).toBeTruthy();
  });

  test('offers "Reload Page" when the problem cannot be loaded', async () => {
    openProblem(apiError(500, 'Internal server error', 'INTERNAL'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load problem')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  });
});

describe('the editorial tab', () => {
  test('asks a guest to log in', async () => {
    const { user } = openProblem(json(aProblem()));
    await user.click(await screen.findByRole('tab', { name: 'Editorial' }));
    const panel = await problemPanel();
    expect(
      within(panel).getByText('to watch and read the editorial.', { exact: false }),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  test('shows the editorial text to a signed-in learner', async () => {
    const { user } = openProblem(json(aProblem({ editorial: 'Use a *hash map*.' })), true);
    await user.click(await screen.findByRole('tab', { name: 'Editorial' }));
    const emphasis = await screen.findByText('hash map');
    expect(emphasis.tagName).toBe('EM');
  });

  test('says when no editorial has been written', async () => {
    const { user } = openProblem(json(aProblem()), true);
    await user.click(await screen.findByRole('tab', { name: 'Editorial' }));
    expect(
      await screen.findByText('No editorial has been written for this problem yet.'),
    ).toBeTruthy();
  });
});

describe('the solutions tab', () => {
  const withSolution = aProblem({
    referenceSolution: [{ language: 'JavaScript', completeCode: 'console.log(1 + 2);' }],
  });

  test('keeps the reference solutions from a guest, with a link to discuss the problem', async () => {
    const { user } = openProblem(json(aProblem()));
    await user.click(await screen.findByRole('tab', { name: 'Solutions' }));
    expect(
      await screen.findByText('to see the reference solutions.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Discuss this problem' }).getAttribute('href')).toBe(
      '/discuss?tag=p-two-sum',
    );
  });

  test('hides each solution until "Show solution" is pressed', async () => {
    const { user } = openProblem(json(withSolution), true);
    await user.click(await screen.findByRole('tab', { name: 'Solutions' }));
    const solution = await screen.findByRole('region', { name: 'JavaScript solution' });
    const code = within(solution).getByText('console.log(1 + 2);').closest('pre');
    expect(code?.hidden).toBe(true);

    await user.click(within(solution).getByRole('button', { name: 'Show solution' }));
    expect(code?.hidden).toBe(false);
    const hide = within(solution).getByRole('button', { name: 'Hide solution' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');

    await user.click(hide);
    expect(code?.hidden).toBe(true);
  });

  test('says when there are no reference solutions yet', async () => {
    const { user } = openProblem(json(aProblem()), true);
    await user.click(await screen.findByRole('tab', { name: 'Solutions' }));
    expect(await screen.findByText('No reference solutions yet.')).toBeTruthy();
  });
});
