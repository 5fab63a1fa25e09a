import {
  difficulties,
  PROBLEM_PAGE_SIZE,
  problemTags,
  problemTopics,
} from '@grindstone/contract/vocabulary';

export type StatusFilter = 'all' | 'solved';
export type DifficultyFilter = 'all' | (typeof difficulties)[number];
export type TagFilter = 'all' | (typeof problemTags)[number];
export type TopicFilter = 'all' | (typeof problemTopics)[number];

export interface ProblemListFilters {
  page: number;
  status?: StatusFilter;
  difficulty?: DifficultyFilter;
  tag?: TagFilter;
  topic?: TopicFilter;
  search?: string;
}

export const statusOptions: readonly StatusFilter[] = ['all', 'solved'];
export const difficultyOptions: readonly DifficultyFilter[] = ['all', ...difficulties];
export const tagOptions: readonly TagFilter[] = ['all', ...problemTags];
export const topicOptions: readonly TopicFilter[] = ['all', ...problemTopics];

function pick<T extends string>(value: string | null, options: readonly T[]): T {
  return options.find((option) => option === value) ?? ('all' as T);
}

/** The list's filters and page from the URL (?page=2&difficulty=easy…); junk falls back to defaults. */
export function readListParams(params: URLSearchParams): Required<ProblemListFilters> {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    status: pick(params.get('status'), statusOptions),
    difficulty: pick(params.get('difficulty'), difficultyOptions),
    tag: pick(params.get('tag'), tagOptions),
    topic: pick(params.get('topic'), topicOptions),
    search: (params.get('search') ?? '').slice(0, 200),
  };
}

/** The URL form of the filters: defaults are left out so links stay short. */
export function writeListParams(filters: Required<ProblemListFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.difficulty !== 'all') params.set('difficulty', filters.difficulty);
  if (filters.tag !== 'all') params.set('tag', filters.tag);
  if (filters.topic !== 'all') params.set('topic', filters.topic);
  if (filters.search.trim() !== '') params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** How many of Status, Difficulty, Tags and Topics narrow the list (the phone's filter bar says it). */
export function activeFilterCount(filters: Required<ProblemListFilters>): number {
  return [filters.status, filters.difficulty, filters.tag, filters.topic].filter(
    (value) => value !== 'all',
  ).length;
}

/** The getAllProblem query string for the filters. */
export function toListQuery(filters: ProblemListFilters, limit = PROBLEM_PAGE_SIZE) {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(limit) });
  if (filters.status && filters.status !== 'all') query.set('status', filters.status);
  if (filters.difficulty && filters.difficulty !== 'all')
    query.set('difficulty', filters.difficulty);
  if (filters.tag && filters.tag !== 'all') query.set('tag', filters.tag);
  if (filters.topic && filters.topic !== 'all') query.set('topic', filters.topic);
  const search = filters.search?.trim();
  if (search) query.set('search', search);
  return query;
}

/** Page numbers to show: all when few, else the first, the last and a window around the current. */
export function pageNumbers(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= total).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous > 1) result.push('gap');
    result.push(page);
  }
  return result;
}

/** Companies column: the first two, then '+N more'. A company named twice counts once. */
export function companiesPreview(companies: readonly string[]): {
  shown: string[];
  more: string | null;
} {
  const distinct = [...new Set(companies)];
  const shown = distinct.slice(0, 2);
  const rest = distinct.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest} more` : null };
}
