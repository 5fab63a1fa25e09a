import { type KeyboardEvent, useRef } from 'react';
import { cx } from './cx';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * A WAI-ARIA tablist: arrows (and Home/End) move between tabs and select them; only the selected
 * tab is in the tab order. The caller renders the panel with `tabPanelId(prefix, active)`.
 */
export function Tabs<T extends string>({
  label,
  prefix,
  tabs,
  active,
  onChange,
  className,
}: {
  label: string;
  prefix: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (id: T) => void;
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(prefix, tab.id))}`)?.focus();
  };

  return (
    // On a phone the tabs wrap onto a second row rather than scroll: a tab scrolled out of a
    // 390 px wide list (the solving screen's ChatAI) was cut off with nothing saying it was there.
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cx(
        'flex shrink-0 flex-wrap gap-1 overflow-x-auto border-b border-border px-2 sm:flex-nowrap',
        className,
      )}
    >
      {tabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(prefix, tab.id)}
            aria-selected={selected}
            aria-controls={tabPanelId(prefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={cx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              selected
                ? 'border-accent text-accent'
                : 'border-transparent text-muted hover:text-fg',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
