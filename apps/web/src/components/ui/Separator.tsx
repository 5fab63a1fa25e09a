import { type PointerEvent, type RefObject, useRef } from 'react';
import { clamp, separatorKeyStep } from '../../problems/solving';
import { cx } from './cx';

/**
 * A draggable, keyboard-operable divider (role=separator with aria-valuenow). `orientation` is
 * the line's direction: a vertical line resizes left/right, a horizontal one top/bottom. The value
 * is the first pane's share of `container` in percent.
 */
export function Separator({
  label,
  orientation,
  value,
  min,
  max,
  onChange,
  container,
  className,
}: {
  label: string;
  orientation: 'vertical' | 'horizontal';
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  container: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const dragging = useRef(false);

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = container.current?.getBoundingClientRect();
    if (!rect) return;
    const share =
      orientation === 'vertical'
        ? ((event.clientX - rect.left) / rect.width) * 100
        : ((event.clientY - rect.top) / rect.height) * 100;
    onChange(Math.round(clamp(share, min, max)));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused or dragged; this is the ARIA window-splitter pattern.
    <div
      role="separator"
      aria-label={label}
      aria-orientation={orientation}
      aria-valuenow={value}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      onKeyDown={(event) => {
        const next = separatorKeyStep(event.key, value, { min, max });
        if (next === null) return;
        event.preventDefault();
        onChange(next);
      }}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
        event.preventDefault();
      }}
      onPointerMove={(event) => {
        if (dragging.current) fromPointer(event);
      }}
      onPointerUp={(event) => {
        dragging.current = false;
        event.currentTarget.releasePointerCapture(event.pointerId);
      }}
      className={cx(
        'shrink-0 touch-none bg-border transition-colors hover:bg-accent focus-visible:bg-accent',
        orientation === 'vertical' ? 'w-1.5 cursor-col-resize' : 'h-1.5 cursor-row-resize',
        className,
      )}
    />
  );
}
