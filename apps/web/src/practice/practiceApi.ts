import type {
  dailyProblemSchema,
  ListSummary,
  noteSchema,
  PracticeProblem,
  ReviewGrade,
  ReviewQueue,
  reviewStateSchema,
  Sheet,
  SheetSummary,
} from '@grindstone/contract';
import type { z } from 'zod';
import { apiRequest } from '../api/client';

/**
 * Calls of sheets, personal lists, notes, spaced review and the problem of the day
 * (docs/api.md#sheets-lists-notes-and-review, packages/contract/src/practice.ts).
 */

export type Note = z.infer<typeof noteSchema>;
export type ReviewState = z.infer<typeof reviewStateSchema>;
export type DailyProblem = z.infer<typeof dailyProblemSchema>;
export interface SharedList {
  title: string;
  owner: { firstName: string; lastName: string };
  problems: PracticeProblem[];
}

const id = encodeURIComponent;
const listEnvelope = async (call: Promise<{ list: ListSummary }>) => (await call).list;

// Sheets
export const fetchSheets = () => apiRequest<SheetSummary[]>('/sheets');
export const fetchSheet = (sheetId: string) => apiRequest<Sheet>(`/sheets/${id(sheetId)}`);

// Lists
export const fetchLists = () => apiRequest<ListSummary[]>('/lists');
export const createList = (title: string) =>
  listEnvelope(apiRequest('/lists', { method: 'POST', body: { title } }));
export const updateList = (listId: string, changes: { title?: string; problemIds?: string[] }) =>
  listEnvelope(apiRequest(`/lists/${id(listId)}`, { method: 'PUT', body: changes }));
export const deleteList = (listId: string) =>
  apiRequest<void>(`/lists/${id(listId)}`, { method: 'DELETE' });
export const addToList = (listId: string, problemId: string) =>
  listEnvelope(
    apiRequest(`/lists/${id(listId)}/problems`, { method: 'POST', body: { problemId } }),
  );
export const removeFromList = (listId: string, problemId: string) =>
  listEnvelope(apiRequest(`/lists/${id(listId)}/problems/${id(problemId)}`, { method: 'DELETE' }));
export const shareList = (listId: string) =>
  listEnvelope(apiRequest(`/lists/${id(listId)}/share`, { method: 'POST' }));
export const unshareList = (listId: string) =>
  listEnvelope(apiRequest(`/lists/${id(listId)}/share`, { method: 'DELETE' }));
export const fetchSharedList = (token: string) =>
  apiRequest<SharedList>(`/lists/shared/${id(token)}`);

// Notes
export const fetchNote = (problemId: string) => apiRequest<Note>(`/problems/${id(problemId)}/note`);
export const saveNote = (problemId: string, text: string) =>
  apiRequest<Note>(`/problems/${id(problemId)}/note`, { method: 'PUT', body: { text } });

// Review and the problem of the day
export const fetchReviewQueue = () => apiRequest<ReviewQueue>('/review');
export const fetchReviewState = (problemId: string) =>
  apiRequest<ReviewState>(`/review/${id(problemId)}`);
export const gradeReview = (problemId: string, grade: ReviewGrade) =>
  apiRequest<ReviewState>(`/review/${id(problemId)}`, { method: 'POST', body: { grade } });
export const toggleReview = (problemId: string, enabled: boolean) =>
  apiRequest<ReviewState>(`/review/${id(problemId)}`, { method: 'PUT', body: { enabled } });
export const fetchDaily = () => apiRequest<DailyProblem>('/daily');

/** The read-only link of a shared list, on this site. */
export const sharedListPath = (token: string) => `/lists/shared/${token}`;
