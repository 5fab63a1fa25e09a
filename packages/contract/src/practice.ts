import { z } from 'zod';
import { text } from './text';
import { difficulties } from './vocabulary';

/** Sheets, personal lists, notes and spaced review (docs/practice.md). */

export const SHEET_TITLE_MAX = 120;
export const SHEET_DESCRIPTION_MAX = 5000;
export const SHEET_SECTIONS_MAX = 50;
export const SHEET_PROBLEMS_MAX = 500;
export const LIST_TITLE_MAX = 80;
export const LISTS_PER_LEARNER_MAX = 100;
export const LIST_PROBLEMS_MAX = 500;
export const NOTE_MAX = 20_000;

export const practiceMessages = {
  sheetNotFound: 'Sheet not found',
  titleRequired: 'Title is required',
  sheetTitleTooLong: `Title must be at most ${SHEET_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${SHEET_DESCRIPTION_MAX} characters`,
  sectionTitleRequired: 'Every section needs a title',
  tooManySections: `A sheet has at most ${SHEET_SECTIONS_MAX} sections`,
  tooManySheetProblems: `A sheet has at most ${SHEET_PROBLEMS_MAX} problems`,
  repeatedProblem: 'A problem appears twice',
  unknownProblems: 'Some problems do not exist',
  listNotFound: 'List not found',
  listTitleTooLong: `A list's title must be at most ${LIST_TITLE_MAX} characters`,
  tooManyLists: `You can have at most ${LISTS_PER_LEARNER_MAX} lists`,
  listFull: `A list holds at most ${LIST_PROBLEMS_MAX} problems`,
  reorderMismatch: "The new order must list exactly the list's problems",
  problemNotFound: 'Problem not found',
  noteTooLong: `A note must be at most ${NOTE_MAX.toLocaleString('en')} characters`,
  notSolved: 'Solve this problem first: only solved problems are reviewed',
  noProblems: 'There are no problems yet',
} as const;

const problemId = z.string().uuid('Invalid problem id');
const title = (max: number, tooLong: string) =>
  text({ error: practiceMessages.titleRequired })
    .trim()
    .min(1, practiceMessages.titleRequired)
    .max(max, tooLong);

// Sheets -----------------------------------------------------------------------------------

export const sheetInputSchema = z
  .object({
    title: title(SHEET_TITLE_MAX, practiceMessages.sheetTitleTooLong),
    description: text().max(SHEET_DESCRIPTION_MAX, practiceMessages.descriptionTooLong).default(''),
    sections: z
      .array(
        z.object({
          title: text({ error: practiceMessages.sectionTitleRequired })
            .trim()
            .min(1, practiceMessages.sectionTitleRequired)
            .max(SHEET_TITLE_MAX, practiceMessages.sheetTitleTooLong),
          problemIds: z
            .array(problemId)
            .max(SHEET_PROBLEMS_MAX, practiceMessages.tooManySheetProblems),
        }),
      )
      .max(SHEET_SECTIONS_MAX, practiceMessages.tooManySections),
  })
  .superRefine((sheet, context) => {
    const ids = sheet.sections.flatMap((section) => section.problemIds);
    if (ids.length > SHEET_PROBLEMS_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['sections'],
        message: practiceMessages.tooManySheetProblems,
      });
    }
    if (new Set(ids).size !== ids.length) {
      context.addIssue({
        code: 'custom',
        path: ['sections'],
        message: practiceMessages.repeatedProblem,
      });
    }
  });
export type SheetInput = z.infer<typeof sheetInputSchema>;

export const sheetSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  problemCount: z.number(),
  /** For the viewer; 0 for guests. */
  solvedCount: z.number(),
});
export type SheetSummary = z.infer<typeof sheetSummarySchema>;

export const practiceProblemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  difficulty: z.enum(difficulties),
  solved: z.boolean(),
});
export type PracticeProblem = z.infer<typeof practiceProblemSchema>;

export const sheetSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  sections: z.array(z.object({ title: z.string(), problems: z.array(practiceProblemSchema) })),
  progress: z.object({ solved: z.number(), total: z.number() }),
});
export type Sheet = z.infer<typeof sheetSchema>;

export const idParamsSchema = z.object({ id: z.string().uuid('Not found') });

// Lists ------------------------------------------------------------------------------------

export const listCreateSchema = z.object({
  title: title(LIST_TITLE_MAX, practiceMessages.listTitleTooLong),
});
export const listUpdateSchema = z.object({
  title: title(LIST_TITLE_MAX, practiceMessages.listTitleTooLong).optional(),
  /** The list's problems in their new order: a reorder, never an add or a remove. */
  problemIds: z.array(problemId).max(LIST_PROBLEMS_MAX).optional(),
});
export const listAddProblemSchema = z.object({ problemId });
export const listProblemParamsSchema = z.object({
  id: z.string().uuid(practiceMessages.listNotFound),
  problemId,
});

export const listSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  problemCount: z.number(),
  problemIds: z.array(z.string()),
  /** The token of the read-only link while the list is shared; null otherwise. */
  shareToken: z.string().nullable(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

export const listEnvelopeSchema = z.object({
  list: listSummarySchema,
});
export const sharedListSchema = z.object({
  title: z.string(),
  owner: z.object({ firstName: z.string(), lastName: z.string() }),
  problems: z.array(practiceProblemSchema),
});
export const shareTokenParamsSchema = z.object({
  token: text().regex(/^[A-Za-z0-9_-]{16,64}$/, practiceMessages.listNotFound),
});

// Notes ------------------------------------------------------------------------------------

export const noteSchema = z.object({
  text: z.string(),
  /** Null when there is no note. */
  updatedAt: z.string().nullable(),
});
export const noteInputSchema = z.object({
  text: text().max(NOTE_MAX, practiceMessages.noteTooLong),
});

// Review -----------------------------------------------------------------------------------

export const reviewGrades = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewGrade = (typeof reviewGrades)[number];

export const reviewItemSchema = z.object({
  problemId: z.string(),
  title: z.string(),
  difficulty: z.enum(difficulties),
  dueAt: z.string(),
});
export const reviewQueueSchema = z.object({
  due: z.array(reviewItemSchema),
  upcoming: z.array(reviewItemSchema),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

export const reviewGradeSchema = z.object({
  grade: z.enum(reviewGrades, { error: "Grade must be 'again', 'hard', 'good' or 'easy'" }),
});
export const reviewToggleSchema = z.object({ enabled: z.boolean() });
export const reviewStateSchema = z.object({
  problemId: z.string(),
  dueAt: z.string(),
  intervalDays: z.number(),
  enabled: z.boolean(),
});

export const dailyProblemSchema = z.object({
  problem: z.object({ _id: z.string(), title: z.string(), difficulty: z.enum(difficulties) }),
  /** The UTC day it is the problem of (YYYY-MM-DD). */
  date: z.string(),
});
