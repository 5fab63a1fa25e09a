import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { buttonClasses } from '../ui/buttonStyles';
import { cx } from '../ui/cx';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { BrandLink } from './BrandLink';
import { mainNavLinks, signedInNavLinks } from './navLinks';
import { UserMenu } from './UserMenu';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-white',
    isActive ? 'text-accent' : 'text-muted',
  );

/**
 * The top bar: brand, main links (a disclosure menu below lg: six links, Classes for signed-in
 * users, and the user menu do not fit a row narrower than that), and login links or the user menu.
 */
export function NavBar() {
  const { user } = useAuth();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const { pathname } = useLocation();
  const links = user ? [...mainNavLinks, ...signedInNavLinks] : mainNavLinks;

  // A followed link closes the small-screen menu.
  useEffect(() => {
    if (pathname) setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4"
      >
        <BrandLink />
        <ul className="ml-4 hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClasses}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Link
                to="/login"
                className="rounded-md px-2 py-2 text-sm font-semibold text-fg hover:text-accent sm:px-3"
              >
                Login
              </Link>
              <Link to="/signup" className={buttonClasses('primary', 'sm')}>
                Sign Up
              </Link>
            </>
          )}
          <button
            type="button"
            className="grid size-10 place-items-center rounded-md text-fg hover:bg-raised lg:hidden"
            aria-label={mobileOpen ? 'Close navigation menu' : 'Open navigation menu'}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </nav>
      <div id={mobileMenuId} hidden={!mobileOpen} className="border-t border-border lg:hidden">
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={(state) => cx(linkClasses(state), 'block py-3')}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
