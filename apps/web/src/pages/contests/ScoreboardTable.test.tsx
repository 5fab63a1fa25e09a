// @vitest-environment jsdom

import type { ContestScoring } from '@grindstone/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { describeCell, describeIoiCell } from '../../contests/scoreboardCell';
import { aBoard, aCell, aRow, problemB } from '../../test-support/contestFixtures';
import { ada } from '../../test-support/fixtures';
import { ScoreboardCell } from './ScoreboardCell';
import { ScoreboardTable } from './ScoreboardTable';

afterEach(cleanup);

const bob = { _id: 'b0b0b0b0-0000-4000-8000-000000000000', firstName: 'Bob', lastName: 'Stone' };
const adaAuthor = { _id: ada._id, firstName: ada.firstName, lastName: ada.lastName };

function renderCell(
  cell: Parameters<typeof ScoreboardCell>[0]['cell'],
  scoring: ContestScoring = 'icpc',
) {
  render(
    <table>
      <tbody>
        <tr>
          <ScoreboardCell cell={cell} scoring={scoring} />
        </tr>
      </tbody>
    </table>,
  );
  return screen.getByRole('cell');
}

describe('a scoreboard cell', () => {
  test('a solve is green with its minute over the tries it took', () => {
    const cell = renderCell(aCell({ solved: true, minutes: 37, tries: 2 }));
    expect(cell.dataset.tone).toBe('solved');
    expect(cell.className).toContain('text-success');
    expect(within(cell).getByText('37')).toBeTruthy();
    expect(within(cell).getByText('2 tries')).toBeTruthy();
    expect(within(cell).getByText('Problem A: solved at minute 37, 2 tries')).toBeTruthy();
  });

  test('a first-try solve says 1 try', () => {
    expect(describeCell(aCell({ solved: true, minutes: 5, tries: 1 })).detail).toBe('1 try');
  });

  test('rejected tries only are red, counted with a minus sign', () => {
    const cell = renderCell(aCell({ tries: 2 }));
    expect(cell.dataset.tone).toBe('rejected');
    expect(cell.className).toContain('text-danger');
    expect(within(cell).getByText('\u22122')).toBeTruthy();
  });

  test('hidden or unjudged tries are blue with a question mark and their count', () => {
    const cell = renderCell(aCell({ tries: 1, pending: 2 }));
    expect(cell.dataset.tone).toBe('pending');
    expect(cell.className).toContain('text-info');
    expect(within(cell).getByText('?')).toBeTruthy();
    expect(within(cell).getByText('\u22121 · 2 pending')).toBeTruthy();
    expect(describeCell(aCell({ pending: 1 })).detail).toBe('1 pending');
  });

  test('pending tries after a solve do not hide it', () => {
    expect(describeCell(aCell({ solved: true, minutes: 12, tries: 1, pending: 1 })).tone).toBe(
      'solved',
    );
  });

  test('an untried problem is an empty cell', () => {
    const cell = renderCell(aCell());
    expect(cell.dataset.tone).toBe('empty');
    expect(within(cell).getByText('Problem A: not tried')).toBeTruthy();
  });
});

describe('a scoreboard cell under IOI scoring', () => {
  test('partial points are amber, with the tries, and read out in words', () => {
    const cell = renderCell(aCell({ tries: 2, score: 40 }), 'ioi');
    expect(cell.dataset.tone).toBe('partial');
    expect(cell.className).toContain('text-medium');
    expect(within(cell).getByText('40')).toBeTruthy();
    expect(within(cell).getByText('2 tries')).toBeTruthy();
    expect(within(cell).getByText('Problem A: 40 points, 2 tries')).toBeTruthy();
  });

  test('full points are green, no points red', () => {
    const full = describeIoiCell(aCell({ solved: true, minutes: 9, tries: 1, score: 100 }));
    expect(full).toMatchObject({ tone: 'solved', main: '100', detail: '1 try' });
    expect(full.label).toBe('Problem A: 100 points, 1 try');
    expect(describeIoiCell(aCell({ tries: 1, score: 0 }))).toMatchObject({
      tone: 'rejected',
      main: '0',
      label: 'Problem A: 0 points, 1 try',
    });
  });

  test('an untried problem shows a dash', () => {
    const cell = renderCell(aCell({ score: null }), 'ioi');
    expect(cell.dataset.tone).toBe('empty');
    expect(within(cell).getByText('\u2013')).toBeTruthy();
    expect(within(cell).getByText('Problem A: not tried')).toBeTruthy();
  });

  test('hidden tries are blue and keep the points already known', () => {
    const cell = renderCell(aCell({ tries: 1, score: 30, pending: 2 }), 'ioi');
    expect(cell.dataset.tone).toBe('pending');
    expect(within(cell).getByText('30')).toBeTruthy();
    expect(within(cell).getByText('2 pending')).toBeTruthy();
    expect(
      within(cell).getByText('Problem A: 30 points, 1 try, 2 pending (verdict not shown yet)'),
    ).toBeTruthy();
    expect(describeIoiCell(aCell({ score: null, pending: 1 }))).toMatchObject({
      main: '?',
      label: 'Problem A: no points yet, 1 pending (verdict not shown yet)',
    });
  });
});

describe('the scoreboard table', () => {
  const board = aBoard([
    aRow(bob, {
      rank: 1,
      solved: 2,
      penalty: 71,
      problems: [
        aCell({ solved: true, minutes: 37, tries: 2 }),
        aCell({ problemId: problemB, label: 'B', solved: true, minutes: 14, tries: 1 }),
      ],
    }),
    aRow(adaAuthor, {
      rank: 2,
      solved: 0,
      penalty: 0,
      virtual: true,
      problems: [aCell({ tries: 3 }), aCell({ problemId: problemB, label: 'B', pending: 1 })],
    }),
  ]);

  test('has Rank, Name, Solved, Penalty and one column per problem', () => {
    render(<ScoreboardTable board={board} labels={['A', 'B']} viewerId={ada._id} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'Name', 'Solved', 'Penalty', 'A', 'B']);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('rowheader').textContent).toBe('Bob Stone');
    expect(within(first as HTMLElement).getByText('71')).toBeTruthy();
    expect((first as HTMLElement).getAttribute('aria-current')).toBeNull();
    // The viewer's own row is marked, and a virtual participant is labelled as such.
    expect((second as HTMLElement).getAttribute('aria-current')).toBe('true');
    expect(within(second as HTMLElement).getByText('You')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Virtual')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('\u22123')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('?')).toBeTruthy();
  });

  test('under IOI has Score and Last improvement, and each problem’s best points', () => {
    const ioiBoard = aBoard([
      aRow(bob, {
        rank: 1,
        solved: 1,
        score: 140,
        penalty: 52,
        problems: [
          aCell({ solved: true, minutes: 52, tries: 3, score: 100 }),
          aCell({ problemId: problemB, label: 'B', tries: 2, score: 40 }),
        ],
      }),
      aRow(adaAuthor, {
        rank: 2,
        score: 0,
        penalty: 0,
        problems: [
          aCell({ score: null }),
          aCell({ problemId: problemB, label: 'B', score: null, pending: 1 }),
        ],
      }),
    ]);
    render(<ScoreboardTable board={ioiBoard} labels={['A', 'B']} viewerId={ada._id} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'Name', 'Score', 'Last improvement (min)', 'A', 'B']);
    const [, first, second] = screen.getAllByRole('row') as HTMLElement[];
    const totalsOf = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent);
    // Rank, Score, Last improvement.
    expect(totalsOf(first)).toEqual(['1', '140', '52']);
    expect(totalsOf(second)).toEqual(['2', '0', '0']);
    expect(within(first as HTMLElement).getByText('100')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('40')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Problem B: 40 points, 2 tries')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('\u2013')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('1 pending')).toBeTruthy();
  });
});
