// The open user menu: the email, role chips and the menu items. Loaded on first use (the
// button prefetches it on hover/focus), so the shell's first paint does not carry it.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { signIn, useAuth, useSignOut } from '../../lib/auth/hooks';

export interface UserMenuPopoverProps {
  id: string;
  /** Which item gets focus on opening (ArrowUp on the button opens at the last). */
  initialFocus: 'first' | 'last';
  onClose: (returnFocus: boolean) => void;
  /** The menu and its button: a pointer press outside closes the menu. */
  containerRef: RefObject<HTMLElement | null>;
}

export function UserMenuPopover({ id, initialFocus, onClose, containerRef }: UserMenuPopoverProps) {
  const auth = useAuth();
  const { user, roles } = auth;
  const navigate = useNavigate();
  const signOut = useSignOut();
  const actions = [
    { label: 'Profile', returnFocus: true, run: () => void navigate({ to: '/profile' }) },
    // SPEC §2: a new login flow that comes back to the current page.
    {
      label: 'Refresh Auth',
      returnFocus: true,
      run: () => {
        // Said on return (AuthRefreshNotice): the round trip itself may show nothing new.
        void import('../../lib/auth/refresh-notice')
          .then((m) => m.rememberBeforeRefresh(auth))
          .finally(() => signIn());
      },
    },
    { label: 'Sign Out', returnFocus: false, run: () => void signOut() },
  ];
  const last = actions.length - 1;
  const [focusIndex, setFocusIndex] = useState(initialFocus === 'first' ? 0 : last);
  const items = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    items.current[focusIndex]?.focus();
  }, [focusIndex]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [containerRef, onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setFocusIndex(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <div className="user-menu__popover">
      <div className="user-menu__info">
        <p className="user-menu__email">{user?.email ?? 'No email'}</p>
        {roles.length > 0 ? (
          <ul className="role-chips" aria-label="Roles">
            {roles.map((role) => (
              <li
                key={role}
                className={role === 'Administrator' ? 'chip chip--info' : 'chip chip--neutral'}
              >
                {role}
              </li>
            ))}
          </ul>
        ) : (
          <p className="user-menu__muted">No roles assigned</p>
        )}
      </div>
      <div
        role="menu"
        id={id}
        aria-label="User menu"
        className="user-menu__items"
        onKeyDown={onKeyDown}
      >
        {actions.map((action, index) => (
          <button
            key={action.label}
            ref={(element) => {
              items.current[index] = element;
            }}
            type="button"
            role="menuitem"
            tabIndex={index === focusIndex ? 0 : -1}
            className="user-menu__item"
            onClick={() => {
              onClose(action.returnFocus);
              action.run();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
