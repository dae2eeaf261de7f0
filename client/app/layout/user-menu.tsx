// The header's user menu (SPEC §2 Header): name or email with an 'Admin' tag, then the email,
// role chips, Profile, Refresh Auth and Sign Out. WAI-ARIA menu button: arrow keys, Home/End,
// Escape and Tab close it, focus returns to the button.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isAdministrator } from '../../../shared/permissions';
import { signIn, useAuth, useSignOut } from '../../lib/auth/hooks';

interface MenuAction {
  id: string;
  label: string;
  run: () => void;
}

export function UserMenu() {
  const { user, roles } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const displayName = user?.name || user?.email || 'User';
  const admin = isAdministrator(roles);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const actions: MenuAction[] = [
    { id: 'profile', label: 'Profile', run: () => void navigate({ to: '/profile' }) },
    // SPEC §2: a new login flow that comes back to the current page.
    { id: 'refresh', label: 'Refresh Auth', run: () => signIn() },
    { id: 'sign-out', label: 'Sign Out', run: () => void signOut() },
  ];

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(actions.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = actions.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setFocusIndex(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {displayName.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{displayName}</span>
        {admin ? <span className="user-menu__tag">Admin</span> : null}
      </button>
      {open ? (
        <div className="user-menu__popover">
          <div className="user-menu__info">
            <p className="user-menu__email">{user?.email ?? 'No email'}</p>
            {roles.length > 0 ? (
              <ul className="role-chips" aria-label="Roles">
                {roles.map((role) => (
                  <li key={role} className={role === 'Administrator' ? 'chip chip--info' : 'chip chip--neutral'}>
                    {role}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="user-menu__muted">No roles assigned</p>
            )}
          </div>
          <div role="menu" id={menuId} aria-label="User menu" className="user-menu__items" onKeyDown={onMenuKeyDown}>
            {actions.map((action, index) => (
              <button
                key={action.id}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                className="user-menu__item"
                onClick={() => {
                  close(action.id !== 'sign-out');
                  action.run();
                }}
              >
                {action.label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
