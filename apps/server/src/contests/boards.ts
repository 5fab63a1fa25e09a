import type { DatabaseHandle } from '../db/client';
import type { ContestRow } from '../db/schema';
import {
  type ContestSubmissionRow,
  type ContestsRepository,
  outcomeOf,
  type ParticipationRow,
  pointsOf,
} from './repository';
import {
  type BoardParticipant,
  type BoardRules,
  type BoardSubmission,
  rankRows,
  type ScoredRow,
  type StandingsView,
  scoreRow,
} from './standings';

/**
 * Contest boards kept in memory, one per contest being watched, updated one change at a time.
 * A change (a submission stored or judged, a registration, an edit) is announced with
 * PostgreSQL's NOTIFY, so every API server on the database applies it to its own copy: the
 * scoreboard is read from memory (fast at thousands of participants) and is the same on every
 * server. A lost listening connection drops every board, which is then read again.
 */

export type BoardChange =
  | { contestId: string; kind: 'submission'; id: string }
  | { contestId: string; kind: 'participant'; id: string }
  | { contestId: string; kind: 'contest' };

const CHANNEL = 'grindstone_contests';
/** Changes within this many milliseconds reach the board's watchers as one. */
const WATCHER_DELAY_MS = 150;
/** Boards not read for this long are dropped (read again when someone looks). */
const IDLE_DROP_MS = 15 * 60_000;

export type RankedRow = ScoredRow & { rank: number };

export class ContestBoard {
  readonly rules: BoardRules;
  readonly participants = new Map<string, ParticipationRow>();
  private readonly submissions = new Map<string, BoardSubmission[]>();
  private version = 0;
  private readonly ranked = new Map<string, { version: number; rows: RankedRow[] }>();
  private readonly memo = new Map<string, { version: number; value: unknown }>();
  lastRead = Date.now();

  constructor(
    readonly contest: ContestRow,
    readonly problems: Array<{ id: string; label: string; title: string; difficulty: string }>,
  ) {
    this.rules = {
      scoring: contest.scoring,
      problems: problems.map(({ id, label }) => ({ id, label })),
      penaltyMinutes: contest.penaltyMinutes,
      freezeOffsetMs: contest.freezeAt
        ? contest.freezeAt.getTime() - contest.startsAt.getTime()
        : null,
    };
  }

  get lengthMs(): number {
    return this.contest.endsAt.getTime() - this.contest.startsAt.getTime();
  }

  addParticipant(row: ParticipationRow): void {
    this.participants.set(row.id, row);
    if (!this.submissions.has(row.id)) this.submissions.set(row.id, []);
    this.version += 1;
  }

  /** Adds or replaces a submission (a verdict arriving for a pending one). */
  putSubmission(row: ContestSubmissionRow): void {
    const participant = this.participants.get(row.participantId);
    if (!participant) return;
    const submission: BoardSubmission = {
      id: row.id,
      participantId: row.participantId,
      problemId: row.problemId,
      elapsedMs: row.createdAt.getTime() - participant.startsAt.getTime(),
      outcome: outcomeOf(row),
      points: pointsOf(row),
    };
    const list = this.submissions.get(row.participantId) ?? [];
    this.submissions.set(row.participantId, list);
    const existing = list.findIndex((item) => item.id === row.id);
    if (existing >= 0) list[existing] = submission;
    else {
      let at = list.length;
      while (at > 0 && (list[at - 1] as BoardSubmission).elapsedMs > submission.elapsedMs) at -= 1;
      list.splice(at, 0, submission);
    }
    this.version += 1;
  }

  /** A submission that is gone (the judge was busy and never took it). */
  removeSubmission(id: string): void {
    for (const list of this.submissions.values()) {
      const at = list.findIndex((item) => item.id === id);
      if (at >= 0) {
        list.splice(at, 1);
        this.version += 1;
        return;
      }
    }
  }

  /**
   * A value made from the board as it is now, kept until the next change: the event a stream
   * sends to every viewer who sees the same board (1 000 watchers, one JSON text).
   */
  memoized<T>(key: string, make: () => T): T {
    const cached = this.memo.get(key);
    if (cached && cached.version === this.version) return cached.value as T;
    const value = make();
    this.memo.set(key, { version: this.version, value });
    return value;
  }

  participationsOf(userId: string): ParticipationRow[] {
    return [...this.participants.values()].filter((row) => row.userId === userId);
  }

  row(participantId: string, view: StandingsView): ScoredRow | null {
    const participant = this.participants.get(participantId);
    if (!participant) return null;
    return scoreRow(
      boardParticipant(participant),
      this.submissions.get(participantId) ?? [],
      this.rules,
      view,
    );
  }

  /** Every row, sorted and ranked; boards without an `asOf` are kept until the next change. */
  rankedRows(view: StandingsView): RankedRow[] {
    this.lastRead = Date.now();
    const key = view.asOfElapsedMs === undefined ? String(view.hideAfterFreeze) : null;
    const cached = key === null ? undefined : this.ranked.get(key);
    if (cached && cached.version === this.version) return cached.rows;
    const rows = rankRows(
      [...this.participants.values()].map((participant) =>
        scoreRow(
          boardParticipant(participant),
          this.submissions.get(participant.id) ?? [],
          this.rules,
          view,
        ),
      ),
    );
    if (key !== null) this.ranked.set(key, { version: this.version, rows });
    return rows;
  }
}

const boardParticipant = (row: ParticipationRow): BoardParticipant => ({
  id: row.id,
  user: { _id: row.userId, firstName: row.firstName, lastName: row.lastName },
  virtual: row.virtual,
});

export const problemLabel = (position: number) =>
  position < 26 ? String.fromCharCode(65 + position) : `P${position + 1}`;

type Watcher = () => void;

export function contestBoards(
  repository: ContestsRepository,
  database: Pick<DatabaseHandle, 'notify' | 'listen'>,
) {
  const boards = new Map<string, Promise<ContestBoard | null>>();
  const watchers = new Map<string, Set<Watcher>>();
  const scheduled = new Set<string>();
  let listening: Promise<void> | null = null;

  async function load(contestId: string): Promise<ContestBoard | null> {
    const contest = await repository.findById(contestId);
    if (!contest) return null;
    const problems = (await repository.problemsOf(contestId)).map((problem) => ({
      id: problem.id,
      title: problem.title,
      difficulty: problem.difficulty,
      label: problemLabel(problem.position),
    }));
    const board = new ContestBoard(contest, problems);
    for (const participant of await repository.participantsOf(contestId)) {
      board.addParticipant(participant);
    }
    for (const submission of await repository.submissionsOf(contestId)) {
      board.putSubmission(submission);
    }
    return board;
  }

  function tellWatchers(contestId: string) {
    if (scheduled.has(contestId) || !watchers.get(contestId)?.size) return;
    scheduled.add(contestId);
    setTimeout(() => {
      scheduled.delete(contestId);
      for (const watcher of watchers.get(contestId) ?? []) watcher();
    }, WATCHER_DELAY_MS).unref();
  }

  async function apply(change: BoardChange) {
    const loaded = boards.get(change.contestId);
    if (change.kind === 'contest') {
      boards.delete(change.contestId);
    } else if (loaded) {
      // Chained after the load, so a change arriving while the board loads is never lost (it
      // may be applied twice, which changes nothing: rows are replaced by id).
      const next = loaded.then(async (board) => {
        if (!board) return board;
        if (change.kind === 'participant') {
          const row = await repository.participantById(change.id);
          if (row) board.addParticipant(row);
        } else {
          const row = await repository.contestSubmission(change.id);
          if (row && !board.participants.has(row.participantId)) {
            const participant = await repository.participantById(row.participantId);
            if (participant) board.addParticipant(participant);
          }
          if (row) board.putSubmission(row);
          else board.removeSubmission(change.id);
        }
        return board;
      });
      boards.set(change.contestId, next);
      await next.catch(() => boards.delete(change.contestId));
    }
    tellWatchers(change.contestId);
  }

  function dropIdle() {
    const now = Date.now();
    for (const [contestId, board] of boards) {
      if (watchers.get(contestId)?.size) continue;
      void board.then((loaded) => {
        if (loaded && now - loaded.lastRead > IDLE_DROP_MS) boards.delete(contestId);
      });
    }
  }

  return {
    /** Starts hearing other servers' changes (and this one's, which come back the same way). */
    start(): Promise<void> {
      listening ??= database
        .listen(
          CHANNEL,
          (payload) => {
            try {
              void apply(JSON.parse(payload) as BoardChange);
            } catch {
              // Not ours: ignore.
            }
          },
          () => {
            boards.clear();
            for (const contestId of watchers.keys()) tellWatchers(contestId);
          },
        )
        .then(() => {
          setInterval(dropIdle, 60_000).unref();
        });
      return listening;
    },

    /** Announces a change to every server's boards (this one's included). */
    async changed(change: BoardChange): Promise<void> {
      await database.notify(CHANNEL, JSON.stringify(change));
    },

    async board(contestId: string): Promise<ContestBoard | null> {
      await this.start();
      let board = boards.get(contestId);
      if (!board) {
        board = load(contestId);
        boards.set(contestId, board);
        board.catch(() => boards.delete(contestId));
      }
      return board;
    },

    /** Calls `watcher` shortly after each change to the contest's board; returns the unwatch. */
    watch(contestId: string, watcher: Watcher): () => void {
      let set = watchers.get(contestId);
      if (!set) {
        set = new Set();
        watchers.set(contestId, set);
      }
      set.add(watcher);
      return () => {
        set.delete(watcher);
        if (set.size === 0) watchers.delete(contestId);
      };
    },
  };
}

export type ContestBoards = ReturnType<typeof contestBoards>;
