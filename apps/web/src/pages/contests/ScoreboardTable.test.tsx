// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { describeCell } from '../../contests/scoreboardCell';
import { aBoard, aCell, aRow, problemB } from '../../test-support/contestFixtures';
import { ada } from '../../test-support/fixtures';
import { ScoreboardCell } from './ScoreboardCell';
import { ScoreboardTable } from './ScoreboardTable';

afterEach(cleanup);

const bob = { _id: 'b0b0b0b0-0000-4000-8000-000000000000', firstName: 'Bob', lastName: 'Stone' };
const adaAuthor = { _id: ada._id, firstName: ada.firstName, lastName: ada.lastName };

function renderCell(cell: Parameters<typeof ScoreboardCell>[0]['cell']) {
  render(
    <table>
      <tbody>
        <tr>
          <ScoreboardCell cell={cell} />
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
});
