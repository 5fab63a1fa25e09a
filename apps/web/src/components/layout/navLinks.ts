/** The main navigation (docs/product.md#top-bar). */
export const mainNavLinks = [
  { to: '/problems', label: 'Problems' },
  { to: '/resources', label: 'Resources' },
  { to: '/discuss', label: 'Discussions' },
  { to: '/sheets', label: 'Sheets' },
  { to: '/contests', label: 'Contests' },
  { to: '/leaderboard', label: 'Leaderboard' },
] as const;

/** Links only signed-in users get, after the main ones (folded with them on narrow screens). */
export const signedInNavLinks = [{ to: '/classes', label: 'Classes' }] as const;
