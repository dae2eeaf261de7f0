// The header's user menu button (SPEC §2 Header): name or email with an 'Admin' tag. It opens a
// WAI-ARIA menu: arrow keys, Home/End, Escape and Tab close it, focus returns to the button.
import { Suspense, lazy, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isAdministrator } from '@shared/permissions';
import { useAuth } from '../../lib/auth/hooks';

const loadPopover = () => import('./shell-parts');
const UserMenuPopover = lazy(() => loadPopover().then((m) => ({ default: m.UserMenuPopover })));

export function UserMenu() {
  const { user, roles } = useAuth();
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const displayName = user?.name || user?.email || 'User';

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {displayName.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{displayName}</span>
        {isAdministrator(roles) ? <span className="user-menu__tag">Admin</span> : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UserMenuPopover id={menuId} initialFocus={open} onClose={close} containerRef={rootRef} />
        </Suspense>
      ) : null}
    </div>
  );
}
