import type {
  BestScores,
  Counterexample,
  LanguageId,
  ProblemDetail,
  ProblemImportResult,
  ProblemInputDraft,
  ProblemListResponse,
  ProblemSummary,
  ProblemUpdateDraft,
  RunResult,
  Submission,
} from '@grindstone/contract';
import { apiBaseUrl, apiRequest } from '../api/client';
import { type ProblemListFilters, toListQuery } from './listParams';

/** Calls of the Problems and Judging sections of docs/api.md. */
export function fetchProblemList(filters: ProblemListFilters, limit?: number) {
  return apiRequest<ProblemListResponse>(
    `/problem/getAllProblem?${toListQuery(filters, limit).toString()}`,
  );
}

export function fetchSolvedProblems() {
  return apiRequest<ProblemSummary[]>('/problem/problemSolvedByUser');
}

/** The signed-in learner's best score on each problem scored by subtasks they have tried. */
export async function fetchBestScores() {
  return (await apiRequest<BestScores>('/problem/bestScores')).scores;
}

/** With `languages=all`: start code and solutions in every language, Python included. */
export function fetchProblem(id: string) {
  return apiRequest<ProblemDetail>(`/problem/problemById/${encodeURIComponent(id)}?languages=all`);
}

/** Every problem, in the list's order: the list asked for without a page or a limit. */
export async function fetchAllProblems(): Promise<ProblemSummary[]> {
  return (await apiRequest<ProblemListResponse>('/problem/getAllProblem')).problems;
}

export function createProblem(body: ProblemInputDraft) {
  return apiRequest<{ message: string; problem: { _id: string } }>('/problem/create', {
    method: 'POST',
    body,
  });
}

/** Changes the fields in `body`; the server keeps every field left out. */
export function updateProblem(id: string, body: ProblemUpdateDraft) {
  return apiRequest<{ message: string; problem: ProblemDetail }>(
    `/problem/update/${encodeURIComponent(id)}`,
    { method: 'PUT', body },
  );
}

export function deleteProblem(id: string) {
  return apiRequest<{ message: string }>(`/problem/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

/** Uploads a zip of problem packages (docs/problem-format.md); each is judged before it is saved. */
export function importProblemPackages(zip: Blob) {
  const body = zip.type === 'application/zip' ? zip : new Blob([zip], { type: 'application/zip' });
  return apiRequest<ProblemImportResult>('/problem/import', { method: 'POST', body });
}

/**
 * A link that downloads the problem as a package zip (the server names the file): Grindstone's
 * own format, or the Kattis / ICPC problem package format (docs/problem-format.md).
 */
export function problemPackageUrl(id: string, format: 'grindstone' | 'kattis' = 'grindstone') {
  const query = format === 'kattis' ? '?format=kattis' : '';
  return `${apiBaseUrl}/problem/export/${encodeURIComponent(id)}${query}`;
}

/** Runs the code on the visible examples, and on `customInput` too when there is one. */
export function runCode(
  problemId: string,
  code: string,
  language: LanguageId,
  customInput?: string,
) {
  return apiRequest<RunResult>(`/submission/run/${encodeURIComponent(problemId)}`, {
    method: 'POST',
    body: { code, language, ...(customInput !== undefined ? { customInput } : {}) },
  });
}

/** A small input on which a failed submission and the reference disagree (stored once found). */
export function findCounterexample(submissionId: string) {
  return apiRequest<Counterexample>(
    `/submission/${encodeURIComponent(submissionId)}/counterexample`,
    { method: 'POST' },
  );
}

export function fetchSubmissions(problemId: string) {
  return apiRequest<Submission[]>(`/problem/submittedProblem/${encodeURIComponent(problemId)}`);
}
