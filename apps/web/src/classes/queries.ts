import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import * as api from './classesApi';

/**
 * Query keys of classes and assignments. What the server answers depends on who asks (one's own
 * role, due date and standing), so the keys a member's view reads name the viewer.
 */
export const classKeys = {
  all: ['classes'] as const,
  /** The class lists of every viewer. */
  lists: ['classes', 'list'] as const,
  list: (userId: string | undefined) => ['classes', 'list', userId] as const,
  /** Everything about one class: the class, its members, assignments, progress, similarity. */
  one: (classId: string) => ['classes', 'class', classId] as const,
  detail: (classId: string, userId: string | undefined) =>
    ['classes', 'class', classId, 'detail', userId] as const,
  members: (classId: string) => ['classes', 'class', classId, 'members'] as const,
  assignments: (classId: string, userId: string | undefined) =>
    ['classes', 'class', classId, 'assignments', userId] as const,
  assignment: (classId: string, assignmentId: string) =>
    ['classes', 'class', classId, 'assignment', assignmentId] as const,
  progress: (classId: string, assignmentId: string) =>
    ['classes', 'class', classId, 'progress', assignmentId] as const,
  similarity: (classId: string, assignmentId: string) =>
    ['classes', 'class', classId, 'similarity', assignmentId] as const,
  compare: (classId: string, assignmentId: string, a: string, b: string) =>
    ['classes', 'class', classId, 'compare', assignmentId, a, b] as const,
};

/** How often a similarity report still being computed is asked for again. */
export const SIMILARITY_POLL_MS = 3000;

function useViewerId() {
  return useAuth().user?._id;
}

export function useClasses() {
  const userId = useViewerId();
  return useQuery({
    queryKey: classKeys.list(userId),
    queryFn: api.fetchClasses,
    enabled: userId !== undefined,
  });
}

export function useClass(classId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: classKeys.detail(classId, userId),
    queryFn: () => api.fetchClass(classId),
    enabled: classId !== '' && userId !== undefined,
    retry: false,
  });
}

export function useClassMembers(classId: string, enabled = true) {
  return useQuery({
    queryKey: classKeys.members(classId),
    queryFn: () => api.fetchMembers(classId),
    enabled,
  });
}

export function useAssignments(classId: string) {
  const userId = useViewerId();
  return useQuery({
    queryKey: classKeys.assignments(classId, userId),
    queryFn: () => api.fetchAssignments(classId),
    enabled: userId !== undefined,
    // A solve in another tab changes the standing: each visit asks afresh.
    staleTime: 0,
  });
}

/** One assignment as its instructors see it: with its problems even before it opens. */
export function useAssignment(classId: string, assignmentId: string) {
  return useQuery({
    queryKey: classKeys.assignment(classId, assignmentId),
    queryFn: () => api.fetchAssignment(classId, assignmentId),
    retry: false,
    // The edit form starts from what the server has now.
    staleTime: 0,
  });
}

export function useAssignmentProgress(classId: string, assignmentId: string, enabled = true) {
  return useQuery({
    queryKey: classKeys.progress(classId, assignmentId),
    queryFn: () => api.fetchProgress(classId, assignmentId),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/** The similarity pairs; asked for again every few seconds while the server is computing them. */
export function useSimilarity(classId: string, assignmentId: string) {
  return useQuery({
    queryKey: classKeys.similarity(classId, assignmentId),
    queryFn: () => api.fetchSimilarity(classId, assignmentId),
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'computing' ? SIMILARITY_POLL_MS : false,
  });
}

export function useSimilarityCompare(
  classId: string,
  assignmentId: string,
  pair: { a: string; b: string } | null,
) {
  return useQuery({
    queryKey: classKeys.compare(classId, assignmentId, pair?.a ?? '', pair?.b ?? ''),
    queryFn: () => api.fetchSimilarityCompare(classId, assignmentId, pair?.a ?? '', pair?.b ?? ''),
    enabled: pair !== null,
    retry: false,
  });
}
