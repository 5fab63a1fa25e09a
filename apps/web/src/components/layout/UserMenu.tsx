import type { PublicUser } from '@grindstone/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { Avatar } from '../ui/Avatar';
import { ChevronDownIcon } from '../ui/icons';
import { nextMenuIndex } from './menuKeyboard';

const itemClasses =
  'block w-full rounded-md px-3 py-2 text-left text-sm text-fg hover:bg-raised focus-visible:bg-raised';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * Avatar + first name opening a menu (Profile, Admin for admins, Logout). Menu-button pattern:
 * arrows move between items, Esc closes and returns focus to the button, Tab or a click
 * outside closes it.
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [focusFirstOnOpen, setFocusFirstOnOpen] = useState<'first' | 'last'>('first');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const name = user.firstName.trim() || 'User';

  const items = () => menuItems(menuRef.current);

  useEffect(() => {
    if (!open) return;
    const list = menuItems(menuRef.current);
    (focusFirstOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusFirstOnOpen]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setFocusFirstOnOpen(event.key === 'ArrowDown' ? 'first' : 'last');
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next = nextMenuIndex(event.key, current, list.length);
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  const onLogout = async () => {
    close(false);
    try {
      await logout();
    } catch {
      // The session is cleared locally either way; the error stays in the auth state.
    }
    navigate('/');
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Open user menu for ${name}`}
        onClick={() => {
          setFocusFirstOnOpen('first');
          setOpen((isOpen) => !isOpen);
        }}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-full border border-border bg-surface py-1 pr-2.5 pl-1 text-sm font-semibold text-fg hover:border-accent"
      >
        <Avatar user={user} />
        <span className="max-w-[4.5rem] truncate sm:max-w-[8rem]">{name}</span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <div className="absolute right-0 z-50 mt-2 w-56 rounded-card border border-border bg-surface p-1.5 shadow-xl shadow-black/40">
          <div className="border-b border-border px-3 pt-1.5 pb-2.5">
            <p className="truncate text-sm font-semibold text-fg">
              {[user.firstName, user.lastName].filter(Boolean).join(' ') || name}
            </p>
            <p className="truncate text-xs text-muted">{user.emailId}</p>
          </div>
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            tabIndex={-1}
            onKeyDown={onMenuKeyDown}
            className="pt-1.5"
          >
            <Link
              to="/profile"
              role="menuitem"
              tabIndex={-1}
              className={itemClasses}
              onClick={() => close(false)}
            >
              Profile
            </Link>
            {user.role === 'admin' ? (
              <Link
                to="/admin"
                role="menuitem"
                tabIndex={-1}
                className={itemClasses}
                onClick={() => close(false)}
              >
                Admin
              </Link>
            ) : null}
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={itemClasses}
              onClick={onLogout}
            >
              Logout
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
