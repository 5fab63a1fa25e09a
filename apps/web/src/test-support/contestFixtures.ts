import type { Contest, Scoreboard, ScoreboardCell, ScoreboardRow } from '@grindstone/contract';

// Bodies shaped as the contests API sends them, for component tests.

export const contestId = '5a0c7e1d-3b2f-4e6a-9c8d-7f6e5d4c3b2a';
export const problemA = '11111111-2222-4333-8444-555555555555';
export const problemB = '66666666-7777-4888-9999-aaaaaaaaaaaa';

const HOUR = 3600_000;

export function aContest(overrides: Partial<Contest> = {}, now = Date.now()): Contest {
  return {
    _id: contestId,
    title: 'Autumn Sprint',
    description: 'Two problems, **two** hours.',
    scoring: 'icpc',
    visibility: 'public',
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + HOUR).toISOString(),
    freezeAt: null,
    penaltyMinutes: 20,
    rated: false,
    status: 'running',
    frozen: false,
    revealed: false,
    finalised: false,
    participants: 3,
    problemCount: 2,
    problems: [
      { _id: problemA, title: 'Pair Sum', label: 'A', difficulty: 'easy' },
      { _id: problemB, title: 'Longest Ridge', label: 'B', difficulty: 'hard' },
    ],
    participations: [],
    ...overrides,
  };
}

export function aCell(overrides: Partial<ScoreboardCell> = {}): ScoreboardCell {
  return {
    problemId: problemA,
    label: 'A',
    solved: false,
    tries: 0,
    minutes: null,
    pending: 0,
    ...overrides,
  };
}

export function aRow(
  user: { _id: string; firstName: string; lastName: string },
  overrides: Partial<ScoreboardRow> = {},
): ScoreboardRow {
  return {
    rank: 1,
    user,
    solved: 0,
    penalty: 0,
    virtual: false,
    problems: [aCell(), aCell({ problemId: problemB, label: 'B' })],
    ...overrides,
  };
}

export function aBoard(rows: ScoreboardRow[], overrides: Partial<Scoreboard> = {}): Scoreboard {
  return { frozen: false, page: 1, totalPages: 1, rows, ...overrides };
}
