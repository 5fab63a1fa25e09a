import {
  type Counterexample,
  counterexampleSchema,
  type FailedTest,
  failedTestSchema,
  type Score,
  scoreSchema,
} from '@grindstone/contract';
import { toLanguageLabel } from '@grindstone/contract/vocabulary';
import { ApiRequestError } from '../api/ApiRequestError';

/** 'cpp' → 'C++'; unknown names are shown as they are. */
export function displayLanguage(language: string | null): string {
  if (!language) return '-';
  return toLanguageLabel(language) ?? language;
}

export type StatusTone = 'green' | 'red' | 'yellow' | 'orange' | 'purple' | 'blue' | 'gray';

/**
 * The status colour rule of docs/product.md#status-colours (case-insensitive, first match wins):
 * accepted/correct/pass green; wrong answer/wrong/incorrect/fail red; time limit exceeded/tle
 * yellow; runtime error/error orange; compilation error purple; pending blue; else gray.
 * "Compilation error" contains "error", so it is checked before the generic error rule.
 */
export function statusTone(status: string | null | undefined): StatusTone {
  const text = (status ?? '').toLowerCase();
  if (text.includes('compilation error')) return 'purple';
  if (/(accepted|correct|pass)/.test(text) && !/(incorrect)/.test(text)) return 'green';
  if (/(wrong|incorrect|fail)/.test(text)) return 'red';
  if (/(time limit exceeded|\btle\b)/.test(text)) return 'yellow';
  if (text.includes('error')) return 'orange';
  if (text.includes('pending')) return 'blue';
  return 'gray';
}

export function statusLabel(status: string | null | undefined): string {
  return status?.trim() ? status : 'unknown';
}

/** Memory in KB: under 1024 → 'N KB', else MB with 2 decimals. */
export function formatMemory(memoryKb: number | string | null | undefined): string {
  if (memoryKb === null || memoryKb === undefined || memoryKb === '') return '-';
  const value = Number(memoryKb);
  if (!Number.isFinite(value)) return String(memoryKb);
  return value < 1024 ? `${value} KB` : `${(value / 1024).toFixed(2)} MB`;
}

/** Runtime gets ' sec' appended when the value has no 's'. */
export function formatRuntime(runtime: number | string | null | undefined): string {
  if (runtime === null || runtime === undefined || runtime === '') return '-';
  const text = String(runtime);
  return text.includes('s') ? text : `${text} sec`;
}

/** A score as the server sent it, unrounded: '40 / 100'. */
export function formatScore({ score, maxScore }: Pick<Score, 'score' | 'maxScore'>): string {
  return `${score} / ${maxScore}`;
}

/**
 * Subtasks' points added up: '100 points in all'. Points may be fractional: rounding the sum
 * keeps 0.1 + 0.2 from reading 0.30000000000000004.
 */
export function pointsInAll(points: readonly number[]): string {
  const total = points.reduce((sum, value) => sum + value, 0);
  return `${formatPoints(Math.round(total * 1e6) / 1e6)} in all`;
}

/** A subtask's worth: '40 points', '1 point'. */
export function formatPoints(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

/** The submissions panel's reasons by failure (docs/product.md#submissions-panel-states). */
export function submissionsErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0 || error.code === 'NETWORK_ERROR') {
      return 'Network error - please check your connection';
    }
    if (error.status === 404) return 'No submissions found for this problem';
    if (error.status === 403) return 'Access denied to submissions';
    if (error.status >= 500) return 'Server error - please try again later';
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return 'Network error - please check your connection';
  }
  return 'Failed to load submissions';
}

export interface SubmissionRow {
  id: string;
  status: string;
  language: string;
  createdAt: string | null;
  code: string;
  runtime: number | string | null;
  memory: number | string | null;
  passed: number | null;
  total: number | null;
  error: string | null;
  /** The failing visible example, when the server sent one. */
  failedTest: FailedTest | null;
  /** The small failing input the finder found for it, once asked. */
  counterexample: Counterexample | null;
  /** The points it earned, on a problem with subtasks. */
  score: Score | null;
}

function pickField(record: Record<string, unknown>, ...keys: string[]): unknown {
  for (const key of keys) {
    if (record[key] !== undefined && record[key] !== null) return record[key];
  }
  return null;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : null);
const asNumberish = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? value : null;

/** Reads a submission tolerantly (docs/product.md#tolerant-reading: alternative field names). */
export function toSubmissionRow(value: unknown, index: number): SubmissionRow {
  const record =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const passed = pickField(record, 'testCasesPassed', 'passedTestCases');
  const total = pickField(record, 'testCasesTotal', 'totalTestCases');
  return {
    id: String(pickField(record, '_id', 'id') ?? index),
    status: statusLabel(asText(record.status)),
    language: displayLanguage(asText(record.language)),
    createdAt: asText(pickField(record, 'createdAt', 'submittedAt', 'timestamp')),
    code: asText(record.code) ?? '',
    runtime: asNumberish(pickField(record, 'runtime', 'executionTime')),
    memory: asNumberish(pickField(record, 'memory', 'memoryUsage')),
    passed: typeof passed === 'number' ? passed : null,
    total: typeof total === 'number' ? total : null,
    error: asText(pickField(record, 'errorMessage', 'error')),
    failedTest: failedTestSchema.safeParse(record.failedTest).data ?? null,
    counterexample: counterexampleSchema.safeParse(record.counterexample).data ?? null,
    score: scoreSchema.safeParse(record.score).data ?? null,
  };
}

/** Any shape of docs/product.md#tolerant-reading: array, {submissions|data|results}, one object. */
export function toSubmissionRows(body: unknown): SubmissionRow[] {
  let list: unknown[] = [];
  if (Array.isArray(body)) list = body;
  else if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const inner = [record.submissions, record.data, record.results].find(Array.isArray);
    list = inner ? (inner as unknown[]) : [body];
  }
  return list.map(toSubmissionRow);
}
