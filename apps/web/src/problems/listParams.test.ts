import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  companiesPreview,
  pageNumbers,
  readListParams,
  toListQuery,
  writeListParams,
} from './listParams';

describe('list URL params', () => {
  it('counts the filters that narrow the list, not the search or the page', () => {
    expect(activeFilterCount(readListParams(new URLSearchParams('page=3&search=sum')))).toBe(0);
    expect(activeFilterCount(readListParams(new URLSearchParams('difficulty=easy')))).toBe(1);
    expect(
      activeFilterCount(
        readListParams(new URLSearchParams('status=solved&difficulty=hard&tag=dp')),
      ),
    ).toBe(3);
  });

  it('reads defaults and ignores junk', () => {
    expect(
      readListParams(new URLSearchParams('page=-3&difficulty=insane&tag=x&topic=astrology')),
    ).toEqual({
      page: 1,
      status: 'all',
      difficulty: 'all',
      tag: 'all',
      topic: 'all',
      search: '',
    });
  });

  it('round-trips filters, leaving defaults out', () => {
    const filters = readListParams(
      new URLSearchParams('page=2&difficulty=hard&tag=dp&topic=heap&status=solved&search=sum'),
    );
    expect(filters).toEqual({
      page: 2,
      status: 'solved',
      difficulty: 'hard',
      tag: 'dp',
      topic: 'heap',
      search: 'sum',
    });
    expect(writeListParams(filters).toString()).toBe(
      'status=solved&difficulty=hard&tag=dp&topic=heap&search=sum&page=2',
    );
    expect(
      writeListParams({ ...filters, page: 1, status: 'all', tag: 'all', topic: 'all' }).toString(),
    ).toBe('difficulty=hard&search=sum');
  });

  it('builds the API query with the product’s page size', () => {
    expect(toListQuery({ page: 1, difficulty: 'all', search: '  ' }).toString()).toBe(
      'page=1&limit=5',
    );
    expect(toListQuery({ page: 3, tag: 'graph', search: ' two ' }, 100).toString()).toBe(
      'page=3&limit=100&tag=graph&search=two',
    );
    expect(toListQuery({ page: 1, topic: 'trie' }).toString()).toBe('page=1&limit=5&topic=trie');
  });
});

describe('pageNumbers', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 0)).toEqual([]);
  });
  it('collapses long ranges around the current page', () => {
    expect(pageNumbers(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 'gap', 12]);
  });
});

describe('companiesPreview', () => {
  it('shows two companies then +N more', () => {
    expect(companiesPreview(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: '+2 more' });
    expect(companiesPreview(['A'])).toEqual({ shown: ['A'], more: null });
  });
  it('counts a company named twice once', () => {
    expect(companiesPreview(['A', 'A', 'B', 'C'])).toEqual({ shown: ['A', 'B'], more: '+1 more' });
    expect(companiesPreview(['A', 'B', 'A'])).toEqual({ shown: ['A', 'B'], more: null });
  });
});
