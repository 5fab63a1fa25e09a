import { describe, expect, it } from 'vitest';
import {
  type DraftStore,
  formatClock,
  horizontalSplit,
  loadDraft,
  saveDraft,
  separatorKeyStep,
  shortcutAction,
  startCodeFor,
  verticalSplit,
} from './solving';

function memoryStore(): DraftStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('formatClock', () => {
  it('formats whole seconds as mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65.9)).toBe('01:05');
    expect(formatClock(3600)).toBe('60:00');
  });
});

describe('separatorKeyStep', () => {
  it('moves by 5 % within the range and jumps with Home/End', () => {
    expect(separatorKeyStep('ArrowRight', 50, horizontalSplit)).toBe(55);
    expect(separatorKeyStep('ArrowLeft', 22, horizontalSplit)).toBe(20);
    expect(separatorKeyStep('ArrowDown', 84, verticalSplit)).toBe(85);
    expect(separatorKeyStep('Home', 70, verticalSplit)).toBe(30);
    expect(separatorKeyStep('End', 50, horizontalSplit)).toBe(80);
    expect(separatorKeyStep('a', 50, horizontalSplit)).toBeNull();
  });
});

describe('startCodeFor', () => {
  const startCode = [
    { language: 'C++', initialCode: 'cpp' },
    { language: 'Java', initialCode: 'java' },
    { language: 'JavaScript', initialCode: 'js' },
  ];
  it('matches the stored labels to API language ids', () => {
    expect(startCodeFor(startCode, 'cpp')).toBe('cpp');
    expect(startCodeFor(startCode, 'javascript')).toBe('js');
    expect(startCodeFor([], 'java')).toBe('');
  });
});

describe('drafts', () => {
  const slot = (userId: string | null, language: 'cpp' | 'java' = 'cpp') => ({
    userId,
    problemId: 'p1',
    language,
  });

  it('keeps edited code per problem and language, and drops untouched start code', () => {
    const store = memoryStore();
    saveDraft(store, slot('u1'), 'edited', 'start');
    expect(loadDraft(store, slot('u1'))).toBe('edited');
    expect(loadDraft(store, slot('u1', 'java'))).toBeNull();
    saveDraft(store, slot('u1'), 'start', 'start');
    expect(loadDraft(store, slot('u1'))).toBeNull();
  });

  it('keeps each account’s drafts, and the guest’s, apart', () => {
    const store = memoryStore();
    saveDraft(store, slot('u1'), 'mine', 'start');
    saveDraft(store, slot(null), 'guest code', 'start');
    expect(loadDraft(store, slot('u2'))).toBeNull();
    expect(loadDraft(store, slot('u1'))).toBe('mine');
    expect(loadDraft(store, slot(null))).toBe('guest code');
    // An id that happens to read "guest" is still not the guest.
    expect(loadDraft(store, slot('guest'))).toBeNull();
  });
});

describe('shortcutAction', () => {
  it('maps Ctrl/Cmd+Enter to run and Ctrl/Cmd+quote to submit', () => {
    expect(shortcutAction({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe('run');
    expect(shortcutAction({ key: "'", ctrlKey: false, metaKey: true })).toBe('submit');
    expect(shortcutAction({ key: 'Enter', ctrlKey: false, metaKey: false })).toBeNull();
  });
});
