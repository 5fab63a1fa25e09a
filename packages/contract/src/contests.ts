import { z } from 'zod';
import { postAuthorSchema } from './forum';
import { text } from './text';
import { difficulties } from './vocabulary';

/** Contests: ICPC rules, a scoreboard freeze, virtual runs (docs/contests.md). */

export const CONTEST_TITLE_MAX = 120;
export const CONTEST_DESCRIPTION_MAX = 20_000;
export const CONTEST_PROBLEMS_MAX = 26;
export const DEFAULT_PENALTY_MINUTES = 20;
export const SCOREBOARD_PAGE_SIZE = 100;
export const LEADERBOARD_PAGE_SIZE = 50;

export const contestMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${CONTEST_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CONTEST_DESCRIPTION_MAX} characters`,
  noProblems: 'Choose at least one problem',
  tooManyProblems: `A contest has at most ${CONTEST_PROBLEMS_MAX} problems`,
  repeatedProblem: 'A problem appears twice in the contest',
  unknownProblems: 'Some problems do not exist',
  badTime: 'Times must be ISO 8601 dates with a time zone',
  endBeforeStart: 'The contest must end after it starts',
  freezeOutside: 'The freeze must fall after the start and before the end',
  badPenalty: 'Penalty minutes must be a whole number from 0 to 240',
  badJoinCode: 'A join code has 4 to 40 letters, digits or dashes',
  notFound: 'Contest not found',
  wrongJoinCode: 'This contest is private: a valid join code is needed',
  alreadyEnded: 'This contest has ended; start a virtual run instead',
  notEnded: 'A virtual run starts only after the contest has ended',
  alreadyRegistered: 'You are already registered',
  virtualRunning: 'You already have a virtual run of this contest',
  hasSubmissions:
    'This contest has submissions; delete it with force=true to keep them as practice',
  notRegistered: 'Register for the contest before submitting',
  notRunning: 'The contest is not running for you: submissions count only during it',
  notInContest: 'This problem is not part of the contest',
  notEndedReveal: 'The board can be revealed only after the contest has ended',
  notEndedFinalise: 'A contest can be finalised only after it has ended',
  alreadyFinalised: 'This contest is already finalised',
} as const;

const isoTime = z.iso.datetime({ offset: true, error: contestMessages.badTime });
const problemIds = z
  .array(z.string().uuid('Invalid problem id'))
  .min(1, contestMessages.noProblems)
  .max(CONTEST_PROBLEMS_MAX, contestMessages.tooManyProblems)
  .refine((ids) => new Set(ids).size === ids.length, contestMessages.repeatedProblem);

export const contestScorings = ['icpc', 'ioi'] as const;
export type ContestScoring = (typeof contestScorings)[number];

const contestFields = {
  title: text({ error: contestMessages.titleRequired })
    .trim()
    .min(1, contestMessages.titleRequired)
    .max(CONTEST_TITLE_MAX, contestMessages.titleTooLong),
  description: text().max(CONTEST_DESCRIPTION_MAX, contestMessages.descriptionTooLong),
  /**
   * `icpc`: problems solved, then penalty time. `ioi`: each problem's best score summed (a
   * problem without subtasks is worth 100 when accepted), ties by the time of the last
   * improvement (docs/contests.md#ioi-scoring).
   */
  scoring: z.enum(contestScorings, { error: 'Scoring must be icpc or ioi' }),
  visibility: z.enum(['public', 'private']),
  /** A private contest's code; one is made up when a private contest is created without it. */
  joinCode: text()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, contestMessages.badJoinCode),
  problemIds,
  startsAt: isoTime,
  endsAt: isoTime,
  freezeAt: isoTime.nullable(),
  penaltyMinutes: z
    .number({ error: contestMessages.badPenalty })
    .int(contestMessages.badPenalty)
    .min(0, contestMessages.badPenalty)
    .max(240, contestMessages.badPenalty),
  rated: z.boolean(),
};

/** The time rules every contest keeps, checked on create and on the merged result of an edit. */
export function contestTimeIssue(times: {
  startsAt: string | Date;
  endsAt: string | Date;
  freezeAt?: string | Date | null;
}): { path: string; message: string } | null {
  const start = new Date(times.startsAt).getTime();
  const end = new Date(times.endsAt).getTime();
  if (!(end > start)) return { path: 'endsAt', message: contestMessages.endBeforeStart };
  if (times.freezeAt != null) {
    const freeze = new Date(times.freezeAt).getTime();
    if (!(freeze > start && freeze < end)) {
      return { path: 'freezeAt', message: contestMessages.freezeOutside };
    }
  }
  return null;
}

export const contestCreateSchema = z
  .object({
    ...contestFields,
    description: contestFields.description.default(''),
    scoring: contestFields.scoring.default('icpc'),
    visibility: contestFields.visibility.default('public'),
    joinCode: contestFields.joinCode.optional(),
    freezeAt: contestFields.freezeAt.optional(),
    penaltyMinutes: contestFields.penaltyMinutes.default(DEFAULT_PENALTY_MINUTES),
    rated: contestFields.rated.default(false),
  })
  .superRefine((value, context) => {
    const issue = contestTimeIssue(value);
    if (issue) context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type ContestCreateRequest = z.infer<typeof contestCreateSchema>;

/** An edit changes only the fields it is given; the time rules are checked on the result. */
export const contestUpdateSchema = z.object(contestFields).partial();
export type ContestUpdateRequest = z.infer<typeof contestUpdateSchema>;

export const contestIdParamsSchema = z.object({ id: z.string().uuid(contestMessages.notFound) });
export const contestViewQuerySchema = z.object({ joinCode: text().max(40).optional() });
export const contestDeleteQuerySchema = z.object({
  force: z.enum(['true', 'false']).default('false'),
});
/** The body is optional: only a private contest needs its code. */
export const contestRegisterSchema = z.object({ joinCode: text().max(40).optional() }).nullish();

export const contestStatuses = ['upcoming', 'running', 'ended'] as const;
export type ContestStatus = (typeof contestStatuses)[number];

export const contestProblemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  label: z.string(),
  difficulty: z.enum(difficulties),
});
export type ContestProblem = z.infer<typeof contestProblemSchema>;

/** The viewer's own participation: official, or a virtual run with its own clock. */
export const contestParticipationSchema = z.object({
  virtual: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const contestSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  scoring: z.enum(contestScorings),
  visibility: z.enum(['public', 'private']),
  startsAt: z.string(),
  endsAt: z.string(),
  freezeAt: z.string().nullable(),
  penaltyMinutes: z.number(),
  rated: z.boolean(),
  status: z.enum(contestStatuses),
  /** The board hides others' verdicts after the freeze until an admin reveals it. */
  frozen: z.boolean(),
  revealed: z.boolean(),
  finalised: z.boolean(),
  participants: z.number(),
  problemCount: z.number(),
  /** Only once the contest has started (for admins always). */
  problems: z.array(contestProblemSchema).optional(),
  /** The viewer's participations, official first. */
  participations: z.array(contestParticipationSchema),
  /** Admins only. */
  joinCode: z.string().nullable().optional(),
});
export type Contest = z.infer<typeof contestSchema>;

export const contestEnvelopeSchema = z.object({ contest: contestSchema });
export const contestListSchema = z.object({ contests: z.array(contestSchema) });

export const scoreboardQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  virtual: z.enum(['true', 'false']).default('true'),
});

export const scoreboardCellSchema = z.object({
  problemId: z.string(),
  label: z.string(),
  solved: z.boolean(),
  /** Submissions up to and including the first accepted one (compile errors do not count). */
  tries: z.number(),
  /** Whole minutes from the start to the first accepted submission; null when unsolved. */
  minutes: z.number().nullable(),
  /** Submissions the viewer may not see the verdict of yet (frozen, or still being judged). */
  pending: z.number(),
  /** IOI scoring: the best points so far (null before any judged try); minutes of reaching them. */
  score: z.number().nullable().optional(),
});
export type ScoreboardCell = z.infer<typeof scoreboardCellSchema>;

export const scoreboardRowSchema = z.object({
  rank: z.number(),
  user: postAuthorSchema,
  solved: z.number(),
  /** ICPC: penalty minutes. IOI: minutes from the start to the last improvement. */
  penalty: z.number(),
  /** IOI scoring: the points of every problem's best submission, summed. */
  score: z.number().optional(),
  virtual: z.boolean(),
  problems: z.array(scoreboardCellSchema),
});
export type ScoreboardRow = z.infer<typeof scoreboardRowSchema>;

export const scoreboardSchema = z.object({
  frozen: z.boolean(),
  page: z.number(),
  totalPages: z.number(),
  rows: z.array(scoreboardRowSchema),
});
export type Scoreboard = z.infer<typeof scoreboardSchema>;

export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });

export const leaderboardRowSchema = z.object({
  rank: z.number(),
  user: postAuthorSchema,
  solved: z.number(),
  /** Solved problems weighted by difficulty: easy 1, medium 2, hard 3. */
  score: z.number(),
  /** Days in a row, up to today or yesterday, with at least one accepted submission. */
  streak: z.number(),
  rating: z.number().nullable(),
});
export const leaderboardSchema = z.object({
  rows: z.array(leaderboardRowSchema),
  page: z.number(),
  totalPages: z.number(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const contestHistoryEntrySchema = z.object({
  contestId: z.string(),
  title: z.string(),
  endsAt: z.string(),
  rank: z.number(),
  ratingBefore: z.number(),
  ratingAfter: z.number(),
});
export const ratingHistorySchema = z.object({
  rating: z.number().nullable(),
  contests: z.array(contestHistoryEntrySchema),
});
export type RatingHistory = z.infer<typeof ratingHistorySchema>;

export const contestSubmissionSchema = z.object({
  _id: z.string(),
  problemId: z.string(),
  label: z.string(),
  language: z.string(),
  /** The verdict, or 'Pending' while it is judged. */
  status: z.string(),
  virtual: z.boolean(),
  /** Whole minutes from the participant's start. */
  minutes: z.number(),
  createdAt: z.string(),
});
export const contestSubmissionsSchema = z.object({ submissions: z.array(contestSubmissionSchema) });
