// The console frame around every page: sidebar, header, the session-expired banner and main.
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth/hooks';
import { Header } from './header';
import { useCurrentPage } from './navigation';
import { PageGate } from './page-gate';
import { ServerUnreachableBanner } from './server-unreachable-banner';
import { SessionExpiredBanner } from './session-expired-banner';
import { Sidebar } from './sidebar';
import { useRouteFocus } from './use-route-focus';

const SIDEBAR_ID = 'sidebar';
const APP_NAME = 'Admin Portal';

// The shell itself reads no router state: a navigation re-renders only what names the page
// (this title, the breadcrumbs, the sidebar's links, the page), not the whole frame.
function DocumentTitle() {
  const page = useCurrentPage().title;
  // Signed out, the only page is the sign-in invitation: its heading is the console's name.
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    document.title = isAuthenticated ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page, isAuthenticated]);
  return null;
}

/** `children` replaces the page: the root's error view (the guard's own errors) keeps the shell. */
export function AppShell({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const router = useRouter();
  useRouteFocus('main', SIDEBAR_ID);

  // On small screens the sidebar is an overlay: close it once the user has gone somewhere,
  // on Escape, or on a tap beside it; focus goes back to the Menu button.
  useEffect(() => router.subscribe('onBeforeNavigate', () => setMenuOpen(false)), [router]);
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
      <DocumentTitle />
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
          {children ?? <PageGate />}
        </main>
      </div>
    </div>
  );
}
