import { Link } from 'react-router';
import { BrandMark } from './BrandLink';

/** Footer items that have a page of their own; the others are placeholders without one. */
const footerLinks: Partial<Record<string, string>> = {
  Leaderboard: '/leaderboard',
  Events: '/contests',
};

/** Footer columns as docs/product.md#landing-page lists them. */
const footerColumns = [
  { title: 'Resources', items: ['Challenges', 'Sheets', 'Learning Paths', 'Blog'] },
  { title: 'Community', items: ['Forums', 'Leaderboard', 'Events', 'Mentorship'] },
  { title: 'Company', items: ['About', 'Careers', 'Contact', 'Press'] },
  { title: 'Legal', items: ['Privacy', 'Terms', 'Security', 'Cookies'] },
] as const;

export function Footer() {
  return (
    <footer className="relative border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 lg:grid-cols-6">
        <div className="col-span-2">
          <p className="flex items-center gap-2 text-lg font-extrabold text-fg">
            <BrandMark className="size-7 text-accent" />
            Grindstone
          </p>
          <p className="mt-3 max-w-xs text-sm text-muted">
            Sharpen your problem-solving one challenge at a time. Self-hosted, open source, yours.
          </p>
        </div>
        {footerColumns.map((column) => (
          <section key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-semibold text-fg">
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.items.map((item) => {
                const to = footerLinks[item];
                return (
                  // Placeholders without pages: text, not dead links (docs/product.md#landing-page).
                  <li key={item} className="text-sm text-muted">
                    {to ? (
                      <Link to={to} className="hover:text-accent hover:underline">
                        {item}
                      </Link>
                    ) : (
                      item
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted">
          © {new Date().getFullYear()} Grindstone. Built for people who practise.
        </p>
      </div>
    </footer>
  );
}
