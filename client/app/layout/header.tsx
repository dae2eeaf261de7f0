// The top bar: the small-screen menu button, breadcrumbs, search, theme and the user menu.
import { useAuth } from '../../lib/auth/hooks';
import { CommandCenter } from '../../features/command-palette/command-center';
import { Breadcrumbs } from './breadcrumbs';
import { ThemeSwitch } from './theme-switch';
import { UserMenu } from './user-menu';

export interface HeaderProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  sidebarId: string;
}

export function Header({ menuOpen, onToggleMenu, sidebarId }: HeaderProps) {
  const { isAuthenticated } = useAuth();
  return (
    <header className="header">
      <button
        type="button"
        className="header__menu-button button button--ghost button--sm"
        aria-expanded={menuOpen}
        aria-controls={sidebarId}
        onClick={onToggleMenu}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M2 4h16v2H2zm0 5h16v2H2zm0 5h16v2H2z" />
        </svg>
        Menu
      </button>
      <Breadcrumbs />
      <div className="header__actions">
        {isAuthenticated ? <CommandCenter /> : null}
        <ThemeSwitch />
        {isAuthenticated ? <UserMenu /> : null}
      </div>
    </header>
  );
}
