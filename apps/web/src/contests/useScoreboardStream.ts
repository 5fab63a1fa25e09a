import type { Scoreboard } from '@grindstone/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/AuthContext';
import { scoreboardStreamUrl } from './contestsApi';
import { contestKeys } from './queries';

/** `live`: events arrive; `connecting`: not yet; `reconnecting`: lost, the browser retries; `off`: no stream. */
export type StreamState = 'off' | 'connecting' | 'live' | 'reconnecting';

/**
 * Keeps the board's first page live: the server's stream sends the page on connect and after
 * every change, and each one goes into the query cache where the page's own query reads it.
 * EventSource reconnects by itself after a failure (the server names the delay); meanwhile the
 * state is `reconnecting`. Other pages, or a browser without EventSource, use the JSON endpoint.
 */
export function useScoreboardStream(
  contestId: string,
  options: { virtual: boolean; joinCode?: string | undefined; enabled: boolean },
): StreamState {
  const queryClient = useQueryClient();
  const userId = useAuth().user?._id;
  const { virtual, joinCode, enabled } = options;
  const supported = typeof EventSource !== 'undefined';
  const [state, setState] = useState<StreamState>('off');

  useEffect(() => {
    if (!enabled || !supported || contestId === '') {
      setState('off');
      return;
    }
    setState('connecting');
    const key = contestKeys.scoreboard(contestId, { page: 1, virtual, joinCode }, userId);
    const source = new EventSource(scoreboardStreamUrl(contestId, virtual, joinCode), {
      withCredentials: true,
    });
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        queryClient.setQueryData<Scoreboard>(key, JSON.parse(event.data) as Scoreboard);
        setState('live');
      } catch {
        // A malformed event changes nothing; the next one will.
      }
    };
    source.onerror = () => {
      // CLOSED: the browser gave up (the stream answered an error): the JSON endpoint remains.
      setState(source.readyState === EventSource.CLOSED ? 'off' : 'reconnecting');
    };
    return () => source.close();
  }, [contestId, virtual, joinCode, enabled, supported, userId, queryClient]);

  return state;
}
