import type { ForumStats } from '@grindstone/contract';
import { cx } from '../../components/ui/cx';

const chip = (active: boolean) =>
  cx(
    'rounded-full border px-3 py-1 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent',
    active
      ? 'border-accent bg-accent text-on-accent'
      : 'border-border-strong bg-raised text-fg hover:border-accent',
  );

/** All Topics plus one #tag chip per topic of the whole forum (from the stats). */
export function TopicChips({
  topics,
  selected,
  onSelect,
}: {
  topics: ForumStats['topics'];
  selected: string | undefined;
  onSelect: (tag: string | undefined) => void;
}) {
  // A filter opened by link (a problem's tag, say) shows as a chip even before it has posts.
  const tags = topics.map((topic) => topic.tag);
  if (selected && !tags.includes(selected)) tags.unshift(selected);
  return (
    <nav aria-label="Topics" className="flex flex-wrap gap-2">
      <button
        type="button"
        className={chip(selected === undefined)}
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        All Topics
      </button>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          className={chip(selected === tag)}
          aria-pressed={selected === tag}
          onClick={() => onSelect(tag)}
        >
          #{tag}
        </button>
      ))}
    </nav>
  );
}
