import type { LanguageId, ProblemDetail } from '@grindstone/contract';
import { AI_FAILURE_MESSAGE } from '@grindstone/contract/vocabulary';
import { useCallback, useSyncExternalStore } from 'react';
import { streamChat } from '../../../ai/aiApi';
import { chatStore } from '../../../ai/chatStore';
import { ApiRequestError } from '../../../api/ApiRequestError';
import { useAuth } from '../../../auth/AuthContext';

/** What is in the editor right now: the tutor reviews and judges this code. */
export interface EditorSnapshot {
  code: string;
  language: LanguageId;
}

/** A rate limit or budget says when to come back; every other failure reads as the spec's. */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return error.message;
  return AI_FAILURE_MESSAGE;
}

/** The conversation about this problem, and sending to the tutor with the page's context. */
export function useChat(problem: ProblemDetail, editor: () => EditorSnapshot | null) {
  const { user } = useAuth();
  const key = `${user?._id ?? 'guest'}:${problem._id}`;
  const conversation = useSyncExternalStore(chatStore.subscribe, () => chatStore.get(key));
  const last = conversation.messages.at(-1);
  // One exchange at a time: the next question waits until the reply has finished typing.
  const busy = conversation.waiting || (last !== undefined && !last.complete);

  const send = useCallback(
    async (text: string) => {
      const history = chatStore
        .get(key)
        .messages.filter((message) => !message.failed)
        .map((message) => ({ role: message.role, parts: [{ text: message.text }] }));
      const ids = chatStore.ask(key, text);
      const snapshot = editor();
      try {
        const reply = await streamChat(
          {
            messages: [...history, { role: 'user', parts: [{ text }] }],
            title: problem.title,
            description: problem.description,
            testCases: problem.visibleTestCases,
            startCode: problem.startCode,
            problemId: problem._id,
            ...(snapshot?.code.trim() ? { code: snapshot.code, language: snapshot.language } : {}),
          },
          (piece) => chatStore.receive(key, ids.replyId, piece),
        );
        chatStore.finish(key, ids.replyId, reply);
      } catch (error) {
        chatStore.fail(key, ids, failureText(error));
      }
    },
    [key, problem, editor],
  );

  const showWhole = useCallback((replyId: number) => chatStore.showWhole(key, replyId), [key]);

  return { conversation, busy, send, showWhole };
}
