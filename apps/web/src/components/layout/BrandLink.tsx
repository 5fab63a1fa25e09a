import { Link } from 'react-router';

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={className}>
      <circle cx="16" cy="16" r="10" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="16" cy="16" r="3" fill="currentColor" />
      <path
        d="M16 3v5M16 24v5M3 16h5M24 16h5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** "Grindstone" with its mark, linking home. */
export function BrandLink() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-fg"
    >
      <BrandMark className="size-7 text-accent" />
      Grindstone
    </Link>
  );
}
