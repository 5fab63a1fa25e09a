/** The main navigation (spec section 2, "Top navigation bar"). */
export const mainNavLinks = [
  { to: '/problems', label: 'Problems' },
  { to: '/resources', label: 'Resources' },
  { to: '/discuss', label: 'Discussions' },
  { to: '/sheets', label: 'Sheets' },
] as const;
