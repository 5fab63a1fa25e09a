import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { pageNumbers } from '../../problems/listParams';

/** Previous, numbered pages, Next (docs/product.md#problem-list). */
export function Pagination({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      {pageNumbers(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
            className={cx(
              'grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-semibold',
              item === page ? 'bg-accent text-on-accent' : 'text-fg hover:bg-raised',
            )}
          >
            {item}
          </button>
        ),
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
