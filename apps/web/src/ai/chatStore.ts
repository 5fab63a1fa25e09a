import { COMPLETE_AFTER_MS, prefersReducedMotion, TYPING_MS_PER_CHARACTER } from './typing';

export interface ChatMessage {
  id: number;
  role: 'user' | 'model';
  text: string;
  /** How many characters of `text` are shown (the typing effect); all of them for the learner's. */
  revealed: number;
  /** Still receiving pieces of the reply. */
  streaming: boolean;
  /** Typed out and paused: shown as a finished (markdown) message. docs/product.md's completion flag. */
  complete: boolean;
  /** A failed exchange: shown, but never sent back to the server as history. */
  failed: boolean;
}

export interface Conversation {
  messages: ChatMessage[];
  /** A reply is on its way and nothing of it has arrived yet: the waiting indicator. */
  waiting: boolean;
}

const empty: Conversation = { messages: [], waiting: false };

export interface Timers {
  setInterval(tick: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(id: ReturnType<typeof setInterval> | undefined): void;
  setTimeout(done: () => void, ms: number): unknown;
  now(): number;
}

/** Called through arrows: browsers refuse `setInterval` called as another object's method. */
const browserTimers: Timers = {
  setInterval: (tick, ms) => setInterval(tick, ms),
  clearInterval: (id) => clearInterval(id),
  setTimeout: (done, ms) => setTimeout(done, ms),
  now: () => Date.now(),
};

/**
 * Conversations by account and problem, kept while the page is open (not stored anywhere): a
 * learner who opens another problem and comes back finds the chat as they left it. A timer per
 * conversation types replies out, so the effect goes on while another tab is shown.
 */
export function createChatStore(schedule: Timers = browserTimers) {
  const conversations = new Map<string, Conversation>();
  const listeners = new Set<() => void>();
  const typists = new Map<string, ReturnType<typeof setInterval>>();
  /** Replies the learner asked to see whole: the rest shows as it arrives, with no pause. */
  const hurried = new Set<number>();
  let nextId = 1;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const get = (key: string) => conversations.get(key) ?? empty;
  const update = (key: string, change: (conversation: Conversation) => Conversation) => {
    conversations.set(key, change(get(key)));
    notify();
  };
  const updateMessage = (key: string, id: number, change: Partial<ChatMessage>) =>
    update(key, (conversation) => ({
      ...conversation,
      messages: conversation.messages.map((message) =>
        message.id === id ? { ...message, ...change } : message,
      ),
    }));
  const find = (key: string, id: number) => get(key).messages.find((item) => item.id === id);

  /**
   * Reveals a character every 40 ms; 2000 ms after the last one, the reply is complete. A late
   * timer (a busy main thread) catches up by the time that passed, so the pace holds.
   */
  function type(key: string, id: number) {
    if (typists.has(key)) return;
    let last = schedule.now();
    const tick = () => {
      const message = find(key, id);
      if (!message) return;
      const now = schedule.now();
      const due = Math.max(1, Math.floor((now - last) / TYPING_MS_PER_CHARACTER));
      last += due * TYPING_MS_PER_CHARACTER;
      const whole = prefersReducedMotion() || hurried.has(id);
      if (message.revealed < message.text.length) {
        const revealed = whole
          ? message.text.length
          : Math.min(message.text.length, message.revealed + due);
        updateMessage(key, id, { revealed });
        return;
      }
      last = now;
      if (message.streaming) return; // caught up with the stream: wait for more
      schedule.clearInterval(typists.get(key));
      typists.delete(key);
      if (whole && hurried.has(id)) complete(key, id);
      else schedule.setTimeout(() => complete(key, id), COMPLETE_AFTER_MS);
    };
    typists.set(key, schedule.setInterval(tick, TYPING_MS_PER_CHARACTER));
  }

  function complete(key: string, id: number) {
    hurried.delete(id);
    if (find(key, id)?.complete === false) updateMessage(key, id, { complete: true });
  }

  return {
    get,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** Adds the learner's message and an empty reply to fill; returns the reply's id. */
    ask(key: string, text: string): { questionId: number; replyId: number } {
      const questionId = nextId++;
      const replyId = nextId++;
      const base = { streaming: false, complete: true, failed: false };
      update(key, (conversation) => ({
        waiting: true,
        messages: [
          ...conversation.messages,
          { ...base, id: questionId, role: 'user', text, revealed: text.length },
          {
            ...base,
            id: replyId,
            role: 'model',
            text: '',
            revealed: 0,
            streaming: true,
            complete: false,
          },
        ],
      }));
      return { questionId, replyId };
    },
    receive(key: string, replyId: number, piece: string) {
      const message = find(key, replyId);
      if (!message) return;
      update(key, (conversation) => ({ ...conversation, waiting: false }));
      updateMessage(key, replyId, { text: message.text + piece });
      type(key, replyId);
    },
    /** The whole reply as the server checked it: typing finishes on it. */
    finish(key: string, replyId: number, text: string) {
      update(key, (conversation) => ({ ...conversation, waiting: false }));
      updateMessage(key, replyId, { text, streaming: false });
      type(key, replyId);
    },
    /**
     * The learner does not want to wait (a click on the reply, Esc): the reply shows whole and is
     * complete at once, or, while it is still arriving, as soon as the rest is here.
     */
    showWhole(key: string, replyId: number) {
      const message = find(key, replyId);
      if (!message || message.complete) return;
      hurried.add(replyId);
      updateMessage(key, replyId, { revealed: message.text.length });
      if (message.streaming || message.text === '') return;
      schedule.clearInterval(typists.get(key));
      typists.delete(key);
      complete(key, replyId);
    },
    /** The exchange failed: the reply shows `text` at once, and neither turn is sent again. */
    fail(key: string, ids: { questionId: number; replyId: number }, text: string) {
      update(key, (conversation) => ({ ...conversation, waiting: false }));
      updateMessage(key, ids.questionId, { failed: true });
      updateMessage(key, ids.replyId, {
        text,
        revealed: text.length,
        streaming: false,
        complete: true,
        failed: true,
      });
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

/** The page's one store. */
export const chatStore = createChatStore();
