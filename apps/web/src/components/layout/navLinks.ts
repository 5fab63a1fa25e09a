/** The main navigation (docs/product.md#top-bar). */
export const mainNavLinks = [
  { to: '/problems', label: 'Problems' },
  { to: '/resources', label: 'Resources' },
  { to: '/discuss', label: 'Discussions' },
  { to: '/sheets', label: 'Sheets' },
  { to: '/contests', label: 'Contests' },
  { to: '/leaderboard', label: 'Leaderboard' },
] as const;
