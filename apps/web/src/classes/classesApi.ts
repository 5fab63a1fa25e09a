import type {
  Assignment,
  AssignmentProgress,
  ClassSummary,
  classMemberSchema,
  LatePolicy,
  memberAssignmentSchema,
  similarityCompareSchema,
  similarityReportSchema,
} from '@grindstone/contract';
import type { z } from 'zod';
import { apiBaseUrl, apiRequest } from '../api/client';

/** Calls of the classes, assignments and similarity API (packages/contract/src/classes.ts). */

export type ClassMember = z.infer<typeof classMemberSchema>;
export type MemberAssignment = z.infer<typeof memberAssignmentSchema>;
export type SimilarityReport = z.infer<typeof similarityReportSchema>;
export type SimilarityCompare = z.infer<typeof similarityCompareSchema>;

/** The body of `POST /classes/:id/assignments` (the server fills `latePolicy` when left out). */
export interface AssignmentBody {
  title: string;
  problemIds: string[];
  opensAt: string;
  dueAt: string;
  latePolicy: LatePolicy;
}

const id = encodeURIComponent;
const classPath = (classId: string) => `/classes/${id(classId)}`;
const assignmentPath = (classId: string, assignmentId: string) =>
  `${classPath(classId)}/assignments/${id(assignmentId)}`;

const classEnvelope = async (call: Promise<{ class: ClassSummary }>) => (await call).class;
const assignmentEnvelope = async (call: Promise<{ assignment: Assignment }>) =>
  (await call).assignment;

// Classes
export const fetchClasses = async () =>
  (await apiRequest<{ classes: ClassSummary[] }>('/classes')).classes;
export const fetchClass = (classId: string) => classEnvelope(apiRequest(classPath(classId)));
export const createClass = (name: string) =>
  classEnvelope(apiRequest('/classes', { method: 'POST', body: { name } }));
export const joinClass = (joinCode: string) =>
  classEnvelope(apiRequest('/classes/join', { method: 'POST', body: { joinCode } }));
export const renameClass = (classId: string, name: string) =>
  classEnvelope(apiRequest(classPath(classId), { method: 'PATCH', body: { name } }));
export const deleteClass = (classId: string) =>
  apiRequest<void>(classPath(classId), { method: 'DELETE' });
export const rotateJoinCode = (classId: string) =>
  classEnvelope(apiRequest(`${classPath(classId)}/join-code`, { method: 'POST' }));

// Members
export const fetchMembers = async (classId: string) =>
  (await apiRequest<{ members: ClassMember[] }>(`${classPath(classId)}/members`)).members;
export const removeMember = (classId: string, userId: string) =>
  apiRequest<void>(`${classPath(classId)}/members/${id(userId)}`, { method: 'DELETE' });

// Assignments
export const fetchAssignments = async (classId: string) =>
  (await apiRequest<{ assignments: MemberAssignment[] }>(`${classPath(classId)}/assignments`))
    .assignments;
export const fetchAssignment = (classId: string, assignmentId: string) =>
  assignmentEnvelope(apiRequest(assignmentPath(classId, assignmentId)));
export const createAssignment = (classId: string, body: AssignmentBody) =>
  assignmentEnvelope(apiRequest(`${classPath(classId)}/assignments`, { method: 'POST', body }));
export const updateAssignment = (
  classId: string,
  assignmentId: string,
  changes: Partial<AssignmentBody>,
) =>
  assignmentEnvelope(
    apiRequest(assignmentPath(classId, assignmentId), { method: 'PATCH', body: changes }),
  );
export const deleteAssignment = (classId: string, assignmentId: string) =>
  apiRequest<void>(assignmentPath(classId, assignmentId), { method: 'DELETE' });
export const grantExtension = (
  classId: string,
  assignmentId: string,
  userId: string,
  dueAt: string,
) =>
  apiRequest<void>(`${assignmentPath(classId, assignmentId)}/extensions/${id(userId)}`, {
    method: 'PUT',
    body: { dueAt },
  });
export const removeExtension = (classId: string, assignmentId: string, userId: string) =>
  apiRequest<void>(`${assignmentPath(classId, assignmentId)}/extensions/${id(userId)}`, {
    method: 'DELETE',
  });

// Progress and similarity
export const fetchProgress = (classId: string, assignmentId: string) =>
  apiRequest<AssignmentProgress>(`${assignmentPath(classId, assignmentId)}/progress`);

/** The CSV's address, for a plain download link (the session cookie goes with it). */
export const progressCsvUrl = (classId: string, assignmentId: string) =>
  `${apiBaseUrl}${assignmentPath(classId, assignmentId)}/progress.csv`;

export const fetchSimilarity = (classId: string, assignmentId: string) =>
  apiRequest<SimilarityReport>(`${assignmentPath(classId, assignmentId)}/similarity`);
export const fetchSimilarityCompare = (
  classId: string,
  assignmentId: string,
  a: string,
  b: string,
) =>
  apiRequest<SimilarityCompare>(
    `${assignmentPath(classId, assignmentId)}/similarity/compare?a=${id(a)}&b=${id(b)}`,
  );
