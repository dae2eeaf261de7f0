// The console frame around every page: sidebar, header, the session-expired banner and main.
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { Header } from './header';
import { useCurrentPage } from './navigation';
import { ServerUnreachableBanner } from './server-unreachable-banner';
import { SessionExpiredBanner } from './session-expired-banner';
import { Sidebar } from './sidebar';
import { useRouteFocus } from './use-route-focus';

const SIDEBAR_ID = 'sidebar';
const APP_NAME = 'Admin Portal';

function useDocumentTitle() {
  const page = useCurrentPage().title;
  useEffect(() => {
    document.title = `${page} · ${APP_NAME}`;
  }, [page]);
}

export function AppShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useDocumentTitle();
  useRouteFocus('main');

  // On small screens the sidebar is an overlay: close it once the user has gone somewhere,
  // on Escape, or on a tap beside it; focus goes back to the Menu button.
  useEffect(() => setMenuOpen(false), [pathname]);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
  }, []);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);

  return (
    <div className={menuOpen ? 'shell shell--menu-open' : 'shell'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar id={SIDEBAR_ID} open={menuOpen} onClose={closeMenu} />
      {menuOpen ? <div className="shell__backdrop" aria-hidden="true" onClick={closeMenu} /> : null}
      <div className="shell__body">
        <Header
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          sidebarId={SIDEBAR_ID}
        />
        <ServerUnreachableBanner />
        <SessionExpiredBanner />
        <main id="main" className="shell__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
