import { describe, expect, it } from 'vitest';
import { tagList } from './tags';

describe('tagList', () => {
  it('splits the wire string into the tags', () => {
    expect(tagList('array, dp')).toEqual(['array', 'dp']);
    expect(tagList('graph')).toEqual(['graph']);
    expect(tagList('linkedList,array')).toEqual(['linkedList', 'array']);
  });

  it('drops blanks and repeats', () => {
    expect(tagList('')).toEqual([]);
    expect(tagList(' dp , , dp,graph ')).toEqual(['dp', 'graph']);
  });
});
