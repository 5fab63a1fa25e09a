import { useQuery } from '@tanstack/react-query';
import { fetchVideoList } from './mediaApi';

export const videoKeys = {
  list: ['videos', 'list'] as const,
};

/** Every problem's editorial video (admins). */
export function useVideoList() {
  return useQuery({ queryKey: videoKeys.list, queryFn: fetchVideoList });
}
