import type { LanguageId, ProblemDetail } from '@grindstone/contract';
import { AI_FAILURE_MESSAGE } from '@grindstone/contract/vocabulary';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../api/ApiRequestError';
import { useAuth } from '../auth/AuthContext';
import { type ChatRequestBody, streamChat } from './aiApi';
import { chatStore } from './chatStore';

/** What is in the editor right now: the tutor reviews and judges this code. */
export interface EditorSnapshot {
  code: string;
  language: LanguageId;
}

/** A rate limit or budget says when to come back; any other failure reads as docs/product.md's. */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return error.message;
  return AI_FAILURE_MESSAGE;
}

/** One question and its reply: the conversation they belong to and their places in it. */
interface Exchange {
  key: string;
  ids: { questionId: number; replyId: number };
  body: ChatRequestBody;
}

/**
 * Sending to the tutor, as a mutation whose pieces of reply go into the chat store as they
 * arrive. Its outcome goes there too, from the mutation's own callbacks, so a reply still
 * arriving when the tab is left is finished all the same. It runs whatever the browser says
 * about being online: a question asked offline fails and says so instead of waiting unseen.
 */
function useExchange() {
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ key, ids, body }: Exchange) =>
      streamChat(body, (piece) => chatStore.receive(key, ids.replyId, piece)),
    onSuccess: (reply, { key, ids }) => chatStore.finish(key, ids.replyId, reply),
    onError: (error, { key, ids }) => chatStore.fail(key, ids, failureText(error)),
  });
}

/** The conversation about this problem, and sending to the tutor with the page's context. */
export function useChat(problem: ProblemDetail, editor: () => EditorSnapshot | null) {
  const { user } = useAuth();
  const key = `${user?._id ?? 'guest'}:${problem._id}`;
  const conversation = useSyncExternalStore(chatStore.subscribe, () => chatStore.get(key));
  const last = conversation.messages.at(-1);
  // One exchange at a time: the next question waits until the reply has finished typing.
  const busy = conversation.waiting || (last !== undefined && !last.complete);
  const { mutate: exchange } = useExchange();

  const send = useCallback(
    (text: string) => {
      const history = chatStore
        .get(key)
        .messages.filter((message) => !message.failed)
        .map((message) => ({ role: message.role, parts: [{ text: message.text }] }));
      const ids = chatStore.ask(key, text);
      const snapshot = editor();
      exchange({
        key,
        ids,
        body: {
          messages: [...history, { role: 'user', parts: [{ text }] }],
          title: problem.title,
          description: problem.description,
          testCases: problem.visibleTestCases,
          startCode: problem.startCode,
          problemId: problem._id,
          ...(snapshot?.code.trim() ? { code: snapshot.code, language: snapshot.language } : {}),
        },
      });
    },
    [key, problem, editor, exchange],
  );

  const showWhole = useCallback((replyId: number) => chatStore.showWhole(key, replyId), [key]);

  return { conversation, busy, send, showWhole };
}
