import { topicLabel } from '@grindstone/contract/vocabulary';
import { useEffect, useId, useState } from 'react';
import { Badge } from '../../components/ui/Badge';
import { cx } from '../../components/ui/cx';
import {
  activeFilterCount,
  type DifficultyFilter,
  difficultyOptions,
  type ProblemListFilters,
  type StatusFilter,
  statusOptions,
  type TagFilter,
  type TopicFilter,
  tagOptions,
  topicOptions,
} from '../../problems/listParams';

const labels: Record<string, string> = {
  all: 'All',
  solved: 'Solved',
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  array: 'Array',
  linkedList: 'Linked List',
  graph: 'Graph',
  dp: 'DP',
};

function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  chips = false,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  /** Many short options: wrapped chips instead of one per line. */
  chips?: boolean;
}) {
  // The URL updates in a transition; the radio shows the choice at once.
  const [shown, setShown] = useState(value);
  useEffect(() => setShown(value), [value]);
  return (
    <fieldset className={chips ? 'flex flex-wrap gap-1.5' : 'flex flex-col gap-1'}>
      <legend className="mb-2 text-xs font-semibold tracking-wider text-muted uppercase">
        {legend}
      </legend>
      {options.map((option) => (
        <label
          key={option}
          className={cx(
            'flex cursor-pointer items-center gap-2 text-fg hover:bg-raised has-checked:bg-raised has-checked:text-accent',
            chips
              ? 'rounded-full border border-border px-2.5 py-1 text-xs has-checked:border-accent'
              : 'rounded-md px-2 py-1.5 text-sm',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={shown === option}
            onChange={() => {
              setShown(option);
              onChange(option);
            }}
            className="accent-(--color-accent)"
          />
          {labels[option] ?? topicLabel(option)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Status, Difficulty, Tags and Topics filters (docs/product.md#problem-list). Beside the list on wide
 * screens; above it on a phone, where the open groups would fill the first screen, they fold
 * into a bar that says how many filters are on and opens on a tap.
 */
export function FilterSidebar({
  filters,
  onChange,
}: {
  filters: Required<ProblemListFilters>;
  onChange: (change: Partial<ProblemListFilters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const groupsId = useId();
  const active = activeFilterCount(filters);
  return (
    <aside aria-label="Filters" className="rounded-card border border-border bg-surface lg:p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={groupsId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-2 rounded-card px-4 py-3 text-sm font-semibold text-fg hover:bg-raised lg:hidden"
      >
        Filters {active > 0 ? <Badge tone="accent">{active} active</Badge> : null}
        <span aria-hidden="true" className="ml-auto text-muted">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <div
        id={groupsId}
        className={cx('flex-col gap-6 p-4 pt-1 lg:flex lg:p-0', open ? 'flex' : 'hidden')}
      >
        <RadioGroup<StatusFilter>
          legend="Status"
          name="status"
          options={statusOptions}
          value={filters.status}
          onChange={(status) => onChange({ status })}
        />
        <RadioGroup<DifficultyFilter>
          legend="Difficulty"
          name="difficulty"
          options={difficultyOptions}
          value={filters.difficulty}
          onChange={(difficulty) => onChange({ difficulty })}
        />
        <RadioGroup<TagFilter>
          legend="Tags"
          name="tag"
          options={tagOptions}
          value={filters.tag}
          onChange={(tag) => onChange({ tag })}
        />
        <RadioGroup<TopicFilter>
          legend="Topics"
          name="topic"
          options={topicOptions}
          value={filters.topic}
          onChange={(topic) => onChange({ topic })}
          chips
        />
      </div>
    </aside>
  );
}
