import { internalError } from '@grindstone/judge';
import { describe, expect, it } from 'vitest';
import { JUDGE_FAILED_MESSAGE } from './judge-failure';
import { errorText, summarise } from './summarise';

describe('errorText', () => {
  it('never passes the judge’s own failure text on, whatever it names', () => {
    const result = internalError(new Error('Judge worker failed: EACCES /var/lib/grindstone/box'));
    expect(errorText(result, summarise(result), () => true)).toBe(JUDGE_FAILED_MESSAGE);
  });
});
