import type { ListSummary, ReviewGrade } from '@grindstone/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/AuthContext';
import * as api from './practiceApi';
import { practiceKeys } from './queries';

/**
 * Writes to lists and review. A list write answers the list as it now is: it replaces that
 * list in the cached lists at once (the menu's check marks follow without a reload), then the
 * lists are marked stale. A grade or a toggle answers the problem's review state: kept for the
 * problem page, and the queue reloads.
 */

function useListCache() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id;
  const key = practiceKeys.lists(userId);
  return {
    put(list: ListSummary) {
      queryClient.setQueryData<ListSummary[]>(key, (lists) =>
        lists?.some((one) => one._id === list._id)
          ? lists.map((one) => (one._id === list._id ? list : one))
          : [...(lists ?? []), list],
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
    drop(listId: string) {
      queryClient.setQueryData<ListSummary[]>(key, (lists) =>
        lists?.filter((one) => one._id !== listId),
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  };
}

export function useCreateList() {
  const cache = useListCache();
  return useMutation({ mutationFn: api.createList, onSuccess: (list) => cache.put(list) });
}

/** Creates a list and puts the problem in it ("New list…" in the Add to Sheets menu). */
export function useCreateListWith(problemId: string) {
  const cache = useListCache();
  return useMutation({
    mutationFn: async (title: string) => {
      const list = await api.createList(title);
      return api.addToList(list._id, problemId);
    },
    onSuccess: (list) => cache.put(list),
  });
}

export function useToggleInList(problemId: string) {
  const cache = useListCache();
  return useMutation({
    mutationFn: ({ listId, add }: { listId: string; add: boolean }) =>
      add ? api.addToList(listId, problemId) : api.removeFromList(listId, problemId),
    onSuccess: (list) => cache.put(list),
  });
}

export function useUpdateList() {
  const cache = useListCache();
  return useMutation({
    mutationFn: ({
      listId,
      changes,
    }: {
      listId: string;
      changes: { title?: string; problemIds?: string[] };
    }) => api.updateList(listId, changes),
    onSuccess: (list) => cache.put(list),
  });
}

export function useRemoveFromList() {
  const cache = useListCache();
  return useMutation({
    mutationFn: ({ listId, problemId }: { listId: string; problemId: string }) =>
      api.removeFromList(listId, problemId),
    onSuccess: (list) => cache.put(list),
  });
}

export function useDeleteList() {
  const cache = useListCache();
  return useMutation({
    mutationFn: api.deleteList,
    onSuccess: (_, listId) => cache.drop(listId),
  });
}

export function useShareList() {
  const cache = useListCache();
  return useMutation({
    mutationFn: ({ listId, share }: { listId: string; share: boolean }) =>
      share ? api.shareList(listId) : api.unshareList(listId),
    onSuccess: (list) => cache.put(list),
  });
}

function useReviewAnswer() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id;
  return (state: api.ReviewState) => {
    queryClient.setQueryData(practiceKeys.reviewState(state.problemId, userId), state);
    return queryClient.invalidateQueries({ queryKey: practiceKeys.review(userId) });
  };
}

export function useGradeReview() {
  const answered = useReviewAnswer();
  return useMutation({
    mutationFn: ({ problemId, grade }: { problemId: string; grade: ReviewGrade }) =>
      api.gradeReview(problemId, grade),
    onSuccess: answered,
  });
}

export function useToggleReview(problemId: string) {
  const answered = useReviewAnswer();
  return useMutation({
    mutationFn: (enabled: boolean) => api.toggleReview(problemId, enabled),
    onSuccess: answered,
  });
}
