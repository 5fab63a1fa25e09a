import {
  type ChatRequest,
  DEFAULT_MEMORY_LIMIT_KB,
  DEFAULT_TIME_LIMIT_MS,
  type LanguageId,
} from '@grindstone/contract';
import type { CodeEntry, ProblemRow } from '../db/schema';
import { notFound } from '../errors';
import type { JudgeSettings } from '../judging/judge-job';
import type { ProblemsRepository } from '../problems/repository';
import { markdownSection } from './markdown-sections';

export interface GroundingExample {
  input: string;
  output: string;
  explanation: string;
}

/** The editorial's three sections (docs/problem-format.md), each null when missing. */
export interface EditorialParts {
  approach: string | null;
  complexity: string | null;
  pitfalls: string | null;
}

/**
 * What the tutor knows about the problem: only what a signed-in learner may read on the problem
 * page. Hidden tests are never loaded into it, and reference solutions live apart (`ReplyCheck`),
 * so nothing here can carry them into a prompt.
 */
export interface Grounding {
  problemId: string | null;
  title: string;
  statement: string;
  constraints: string | null;
  examples: GroundingExample[];
  hints: string[];
  editorial: EditorialParts;
  timeLimitMs: number | null;
  memoryLimitKb: number | null;
  /** The learner has an accepted submission: full solutions are then allowed. */
  solved: boolean;
  code: string | null;
  language: LanguageId | null;
}

/** What the reply check and the failing-test judge need, kept out of every prompt. */
export interface ProblemCheck {
  settings: JudgeSettings;
  references: CodeEntry[];
}

const noEditorial: EditorialParts = { approach: null, complexity: null, pitfalls: null };

function editorialParts(editorial: string): EditorialParts {
  return {
    approach: markdownSection(editorial, 'approach'),
    complexity: markdownSection(editorial, 'complexity'),
    pitfalls: markdownSection(editorial, 'pitfalls'),
  };
}

const learnerCode = (request: ChatRequest) => ({
  code: request.code?.trim() ? request.code : null,
  language: request.language ?? null,
});

/**
 * Grounds the chat on the stored problem (the fields the client sent are then ignored: the
 * server's copy is the truth). Our web app names it by id; the original client sends only its
 * title and description, so the problem is found by those. When nothing stored matches, the
 * tutor grounds on the fields given.
 */
export async function loadGrounding(
  problems: ProblemsRepository,
  userId: string,
  request: ChatRequest,
): Promise<{ grounding: Grounding; check: ProblemCheck }> {
  const row = request.problemId
    ? await problems.findById(request.problemId)
    : await problemNamedBy(problems, request);
  if (!row) {
    if (request.problemId) throw notFound('Problem not found');
    return groundingFromRequest(request);
  }
  const [tests, solved] = await Promise.all([
    problems.findTests(row.id, false),
    problems.isSolvedBy(userId, row.id),
  ]);
  return {
    grounding: {
      problemId: row.id,
      title: row.title,
      statement: row.description,
      constraints: markdownSection(row.description, 'constraints'),
      examples: tests.visible,
      hints: row.hints,
      editorial: editorialParts(row.editorial),
      timeLimitMs: row.timeLimitMs,
      memoryLimitKb: row.memoryLimitKb,
      solved,
      ...learnerCode(request),
    },
    check: { settings: row, references: row.referenceSolution },
  };
}

/**
 * The one stored problem with exactly the request's title and, when the request has one, its
 * description (the original client sends both as the problem page served them). Titles are not
 * unique: when several problems still match, none is chosen rather than a guess.
 */
async function problemNamedBy(
  problems: ProblemsRepository,
  request: ChatRequest,
): Promise<ProblemRow | undefined> {
  const title = request.title?.trim();
  if (!title) return undefined;
  const description = request.description?.trim() || undefined;
  // The list's title search narrows the table (it has an index); exactness is checked here.
  const sameTitle = (await problems.listAll({ search: title })).filter(
    (row) => row.title.trim() === title,
  );
  const rows = await Promise.all(sameTitle.map((row) => problems.findById(row.id)));
  const matches = rows.filter(
    (row): row is ProblemRow =>
      row !== undefined && (description === undefined || row.description.trim() === description),
  );
  return matches.length === 1 ? matches[0] : undefined;
}

function groundingFromRequest(request: ChatRequest): { grounding: Grounding; check: ProblemCheck } {
  const statement = request.description ?? '';
  return {
    grounding: {
      problemId: null,
      title: request.title ?? 'this problem',
      statement,
      constraints: markdownSection(statement, 'constraints'),
      examples: (request.testCases ?? []).map((test) => ({
        input: test.input,
        output: test.output,
        explanation: test.explanation ?? '',
      })),
      hints: [],
      editorial: noEditorial,
      timeLimitMs: null,
      memoryLimitKb: null,
      solved: false,
      ...learnerCode(request),
    },
    check: {
      settings: {
        timeLimitMs: DEFAULT_TIME_LIMIT_MS,
        languageTimeLimitsMs: {},
        memoryLimitKb: DEFAULT_MEMORY_LIMIT_KB,
        checker: 'default',
        floatTolerance: null,
        customChecker: null,
      },
      references: [],
    },
  };
}
