import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChatStore } from './chatStore';

describe('the chat store’s typing effect', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('types a reply at 40 ms a character as it streams, and completes it 2000 ms after the last one', () => {
    const store = createChatStore();
    const ids = store.ask('p', 'Give me a hint');
    expect(store.get('p').waiting).toBe(true);
    store.receive('p', ids.replyId, 'Hi');
    expect(store.get('p').waiting).toBe(false);
    const reply = () => store.get('p').messages.find((message) => message.id === ids.replyId);
    vi.advanceTimersByTime(40);
    expect(reply()?.revealed).toBe(1);
    vi.advanceTimersByTime(40);
    expect(reply()?.revealed).toBe(2);
    store.receive('p', ids.replyId, ' there');
    store.finish('p', ids.replyId, 'Hi there');
    vi.advanceTimersByTime(40 * 6);
    expect(reply()?.revealed).toBe(8);
    vi.advanceTimersByTime(40 + 1999);
    expect(reply()?.complete).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reply()?.complete).toBe(true);
  });

  it('shows a reply whole and complete at once when the learner asks, mid-typing', () => {
    const store = createChatStore();
    const ids = store.ask('p', 'Give me a hint');
    store.finish('p', ids.replyId, 'A long reply');
    vi.advanceTimersByTime(80);
    const reply = () => store.get('p').messages.find((message) => message.id === ids.replyId);
    expect(reply()).toMatchObject({ revealed: 2, complete: false });
    store.showWhole('p', ids.replyId);
    expect(reply()).toMatchObject({ revealed: 12, complete: true });
    vi.advanceTimersByTime(5000);
    expect(reply()).toMatchObject({ revealed: 12, complete: true });
  });

  it('asked while the reply still streams, shows the rest as it comes and completes with no pause', () => {
    const store = createChatStore();
    const ids = store.ask('p', 'Give me a hint');
    store.receive('p', ids.replyId, 'Hi');
    store.showWhole('p', ids.replyId);
    const reply = () => store.get('p').messages.find((message) => message.id === ids.replyId);
    expect(reply()).toMatchObject({ revealed: 2, complete: false });
    store.finish('p', ids.replyId, 'Hi there');
    vi.advanceTimersByTime(40);
    expect(reply()?.revealed).toBe(8);
    vi.advanceTimersByTime(40);
    expect(reply()?.complete).toBe(true);
  });

  it('shows a failure at once and keeps both failed turns out of the history', () => {
    const store = createChatStore();
    const ids = store.ask('p', 'Give me a hint');
    store.fail('p', ids, 'Error connecting to AI service. Please try again later.');
    const [question, reply] = store.get('p').messages;
    expect(question?.failed).toBe(true);
    expect(reply).toMatchObject({ complete: true, failed: true, revealed: 55 });
  });

  it('keeps each problem’s conversation apart', () => {
    const store = createChatStore();
    store.ask('a', 'first');
    expect(store.get('b').messages).toEqual([]);
    expect(store.get('a').messages).toHaveLength(2);
  });
});
