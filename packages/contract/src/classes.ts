import { z } from 'zod';
import { text } from './text';
import { difficulties, languageIds } from './vocabulary';

/** Classes, assignments, progress and similarity signals (docs/classes.md). */

export const CLASS_NAME_MAX = 120;
export const ASSIGNMENT_TITLE_MAX = 120;
export const ASSIGNMENT_PROBLEMS_MAX = 50;
export const CLASSES_PER_INSTRUCTOR_MAX = 200;

export const classMessages = {
  classNotFound: 'Class not found',
  assignmentNotFound: 'Assignment not found',
  submissionNotFound: 'Submission not found',
  instructorsOnly: "Only the class's instructors can do this",
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CLASS_NAME_MAX} characters`,
  tooManyClasses: `You can run at most ${CLASSES_PER_INSTRUCTOR_MAX} classes`,
  joinCodeRequired: 'Join code is required',
  joinCodeUnknown: 'No class has this join code',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${ASSIGNMENT_TITLE_MAX} characters`,
  noProblems: 'Choose at least one problem',
  tooManyProblems: `An assignment has at most ${ASSIGNMENT_PROBLEMS_MAX} problems`,
  repeatedProblem: 'A problem appears twice',
  unknownProblems: 'Some problems do not exist',
  badTime: 'Use an ISO 8601 date and time, e.g. 2026-09-01T18:00:00Z',
  dueBeforeOpen: 'The due date must be after the opening date',
  badLatePolicy: "Late policy must be 'none' or a penalty from 0 to 100 percent",
  notAMember: 'This learner is not a member of the class',
  cannotRemoveInstructor: 'An instructor cannot be removed from their class',
} as const;

const isoTime = z.iso.datetime({ offset: true, error: classMessages.badTime });

/**
 * What a late solve is worth: `'none'` scores nothing, a number is the percentage it loses
 * (0: late solves count in full). A solve after the due date is marked late whatever the policy.
 */
export const latePolicySchema = z.union(
  [
    z.literal('none'),
    z
      .number()
      .int(classMessages.badLatePolicy)
      .min(0, classMessages.badLatePolicy)
      .max(100, classMessages.badLatePolicy),
  ],
  { error: classMessages.badLatePolicy },
);
export type LatePolicy = z.infer<typeof latePolicySchema>;

export const classCreateSchema = z.object({
  name: text({ error: classMessages.nameRequired })
    .trim()
    .min(1, classMessages.nameRequired)
    .max(CLASS_NAME_MAX, classMessages.nameTooLong),
});
export const classUpdateSchema = classCreateSchema;

export const classJoinSchema = z.object({
  joinCode: text({ error: classMessages.joinCodeRequired })
    .trim()
    .min(1, classMessages.joinCodeRequired)
    .max(40, classMessages.joinCodeUnknown),
});

export const classMemberRoles = ['instructor', 'student'] as const;
export type ClassMemberRole = (typeof classMemberRoles)[number];

/** A class as its members see it; `joinCode` is sent to its instructors only. */
export const classSchema = z.object({
  _id: z.string(),
  name: z.string(),
  joinCode: z.string().optional(),
  /** The viewer's place in it (admins who are not members see it as instructors). */
  role: z.enum(classMemberRoles),
  memberCount: z.number(),
  createdAt: z.string(),
});
export type ClassSummary = z.infer<typeof classSchema>;
export const classEnvelopeSchema = z.object({ class: classSchema });
export const classListSchema = z.object({ classes: z.array(classSchema) });

export const personSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const classMemberSchema = z.object({
  user: personSchema,
  role: z.enum(classMemberRoles),
  joinedAt: z.string(),
});
export const classRosterSchema = z.object({ members: z.array(classMemberSchema) });

const assignmentFields = {
  title: text({ error: classMessages.titleRequired })
    .trim()
    .min(1, classMessages.titleRequired)
    .max(ASSIGNMENT_TITLE_MAX, classMessages.titleTooLong),
  problemIds: z
    .array(z.string().uuid('Invalid problem id'), { error: classMessages.noProblems })
    .min(1, classMessages.noProblems)
    .max(ASSIGNMENT_PROBLEMS_MAX, classMessages.tooManyProblems)
    .refine((ids) => new Set(ids).size === ids.length, classMessages.repeatedProblem),
  opensAt: isoTime,
  dueAt: isoTime,
};

export const assignmentInputSchema = z
  .object({ ...assignmentFields, latePolicy: latePolicySchema.default('none') })
  .refine((input) => Date.parse(input.dueAt) > Date.parse(input.opensAt), {
    path: ['dueAt'],
    message: classMessages.dueBeforeOpen,
  });
/** A partial update: only the fields given change; the dates are checked on the result. */
export const assignmentUpdateSchema = z
  .object({ ...assignmentFields, latePolicy: latePolicySchema })
  .partial();
export const extensionInputSchema = z.object({ dueAt: isoTime });

export const problemStatuses = ['solved', 'attempted', 'none'] as const;
export type AssignmentProblemStatus = (typeof problemStatuses)[number];

/** One learner's standing on one problem of an assignment. */
export const problemProgressSchema = z.object({
  problemId: z.string(),
  status: z.enum(problemStatuses),
  /** Submissions from the opening on, up to and including the first accepted one. */
  attempts: z.number(),
  solvedAt: z.string().nullable(),
  late: z.boolean(),
});
export type ProblemProgress = z.infer<typeof problemProgressSchema>;

export const assignmentSchema = z.object({
  _id: z.string(),
  classId: z.string(),
  title: z.string(),
  problems: z.array(
    z.object({ _id: z.string(), title: z.string(), difficulty: z.enum(difficulties) }),
  ),
  opensAt: z.string(),
  dueAt: z.string(),
  latePolicy: latePolicySchema,
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentEnvelopeSchema = z.object({ assignment: assignmentSchema });

/** An assignment as a member sees it in the list: with their own due date and standing. */
export const memberAssignmentSchema = assignmentSchema.extend({
  /** The viewer's due date: the assignment's, or their extension. */
  myDueAt: z.string(),
  myProgress: z.array(problemProgressSchema),
  myScore: z.number(),
  maxScore: z.number(),
});
export const assignmentListSchema = z.object({ assignments: z.array(memberAssignmentSchema) });

export const studentProgressSchema = z.object({
  user: personSchema,
  /** The learner's due date: their extension, or the assignment's. */
  dueAt: z.string(),
  problems: z.array(problemProgressSchema),
  score: z.number(),
});
export const progressSchema = z.object({
  assignment: assignmentSchema,
  maxScore: z.number(),
  students: z.array(studentProgressSchema),
});
export type AssignmentProgress = z.infer<typeof progressSchema>;

export const similaritySideSchema = z.object({ user: personSchema, submissionId: z.string() });
export const similarityPairSchema = z.object({
  problemId: z.string(),
  a: similaritySideSchema,
  b: similaritySideSchema,
  /** 0–1: the share of the two programs' fingerprints they have in common. */
  score: z.number(),
});
export type SimilarityPair = z.infer<typeof similarityPairSchema>;
export const similarityReportSchema = z.object({
  /** `computing` while the background job catches up with newer submissions. */
  status: z.enum(['ready', 'computing']),
  computedAt: z.string().nullable(),
  pairs: z.array(similarityPairSchema),
});

/** The side-by-side view: both programs and the line ranges that match. */
export const similarityCompareSchema = z.object({
  problemId: z.string(),
  score: z.number(),
  a: similaritySideSchema.extend({ language: z.enum(languageIds), code: z.string() }),
  b: similaritySideSchema.extend({ language: z.enum(languageIds), code: z.string() }),
  /** 1-based inclusive line ranges in a and b that share fingerprints. */
  regions: z.array(
    z.object({
      a: z.object({ startLine: z.number(), endLine: z.number() }),
      b: z.object({ startLine: z.number(), endLine: z.number() }),
    }),
  ),
});
export const similarityCompareQuerySchema = z.object({
  a: z.string().uuid('Invalid submission id'),
  b: z.string().uuid('Invalid submission id'),
});
