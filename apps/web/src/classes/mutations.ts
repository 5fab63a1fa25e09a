import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from './classesApi';
import { classKeys } from './queries';

/**
 * Class writes. Each marks what it changed stale and returns that promise, so the mutation stays
 * pending until the screens showing it have reloaded (docs/web.md#server-state).
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return {
    /** The list and everything about every class (a new class, a join, a rename). */
    all: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
    /** Everything about one class (its members, assignments, progress). */
    one: (classId: string) => queryClient.invalidateQueries({ queryKey: classKeys.one(classId) }),
  };
}

export function useCreateClass() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: api.createClass, onSuccess: refresh.all });
}

export function useJoinClass() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: api.joinClass, onSuccess: refresh.all });
}

export function useRenameClass(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) => api.renameClass(classId, name),
    onSuccess: refresh.all,
  });
}

export function useRotateJoinCode(classId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => api.rotateJoinCode(classId), onSuccess: refresh.all });
}

export function useDeleteClass(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deleteClass(classId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: classKeys.one(classId) });
      return queryClient.invalidateQueries({ queryKey: classKeys.lists });
    },
  });
}

/** An instructor takes a learner out of the class (the roster and the count change). */
export function useRemoveMember(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (userId: string) => api.removeMember(classId, userId),
    onSuccess: refresh.all,
  });
}

/** A learner leaves: their view of the class goes, the list is asked for again. */
export function useLeaveClass(classId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.removeMember(classId, userId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: classKeys.one(classId) });
      return queryClient.invalidateQueries({ queryKey: classKeys.lists });
    },
  });
}

export function useCreateAssignment(classId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: api.AssignmentBody) => api.createAssignment(classId, body),
    onSuccess: () => refresh.one(classId),
  });
}

export function useUpdateAssignment(classId: string, assignmentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (changes: Partial<api.AssignmentBody>) =>
      api.updateAssignment(classId, assignmentId, changes),
    onSuccess: () => refresh.one(classId),
  });
}

export function useDeleteAssignment(classId: string, assignmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deleteAssignment(classId, assignmentId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: classKeys.progress(classId, assignmentId) });
      return queryClient.invalidateQueries({ queryKey: classKeys.one(classId) });
    },
  });
}

/** Grants (a time) or takes back (null) one learner's extension. */
export function useExtension(classId: string, assignmentId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ userId, dueAt }: { userId: string; dueAt: string | null }) =>
      dueAt === null
        ? api.removeExtension(classId, assignmentId, userId)
        : api.grantExtension(classId, assignmentId, userId, dueAt),
    onSuccess: () => refresh.one(classId),
  });
}
