import { describe, expect, it } from 'vitest';
import { classifyIntent, hintStepsTaken } from './intent';

describe('what the learner asks for', () => {
  it('recognises the quick actions and their free-form variants', () => {
    expect(classifyIntent('Give me a hint')).toBe('hint');
    expect(classifyIntent("I'm stuck, any clue?")).toBe('hint');
    expect(classifyIntent('Why does my code fail?')).toBe('why-fails');
    expect(classifyIntent('what is wrong with my solution')).toBe('why-fails');
    expect(classifyIntent('I get Time Limit on test 2')).toBe('why-fails');
    expect(classifyIntent('Explain the approach')).toBe('approach');
    expect(classifyIntent('What is the time complexity?')).toBe('approach');
    expect(classifyIntent('hello there')).toBe('other');
  });

  it('counts earlier requests for hints or the approach as steps of the ladder', () => {
    expect(
      hintStepsTaken([
        { role: 'user', text: 'Give me a hint' },
        { role: 'model', text: 'Hint 1 of 3 — think about the approach' },
        { role: 'user', text: 'Why does my code fail?' },
        { role: 'model', text: '...' },
        { role: 'user', text: 'Explain the approach' },
      ]),
    ).toBe(2);
  });
});
