// The dashboard (SPEC §2): a sign-in invitation when signed out; a welcome and link cards
// when signed in.
import { Link } from '@tanstack/react-router';
import { signIn, useAuth } from '../../lib/auth/hooks';
import { hasPermission, hasPolicy } from '@shared/permissions';
import {
  DASHBOARD_CARDS,
  useLinkAllowed,
  useLinkLabel,
  type DashboardCard,
} from './dashboard-cards';
// Issue #23: dashboard:admin's overview, its reads made only for who holds it. Drawn with the
// page, not from a chunk of its own: arriving late it pushed the cards ~270 px down.
import { PlatformGlance } from './platform-glance';

export function welcomeName(user: { name?: string; email?: string } | null): string {
  return user?.name || user?.email || 'User';
}

function Card({ card }: { card: DashboardCard }) {
  const headingId = `dashboard-card-${card.id}`;
  const labelOf = useLinkLabel();
  // The sidebar's rule: a link shows only where its route lets the user in (Activity needs
  // audit:read, which a User lacks).
  const allowed = useLinkAllowed();
  return (
    <section className="dashboard-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-card__title">
        {card.title}
      </h2>
      <p className="dashboard-card__text">{card.description}</p>
      <ul className="dashboard-card__links">
        {card.links.filter(allowed).map((path) => (
          <li key={path}>
            <Link to={path} className="dashboard-card__link">
              {labelOf(path)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardPage() {
  const { isAuthenticated, user, roles } = useAuth();

  if (!isAuthenticated) {
    return (
      <section className="page dashboard dashboard--signed-out">
        <h1>Admin Portal</h1>
        <p>Please log in to access the management system.</p>
        <button type="button" className="button button--primary" onClick={() => signIn()}>
          Sign In
        </button>
      </section>
    );
  }

  const cards = DASHBOARD_CARDS.filter((card) => !card.policy || hasPolicy(roles, card.policy));
  return (
    <section className="page dashboard">
      <h1>Welcome, {welcomeName(user)}</h1>
      {user?.email ? <p className="dashboard__email">{user.email}</p> : null}
      {hasPermission(roles, 'dashboard:admin') ? <PlatformGlance /> : null}
      <div className="dashboard__cards">
        {cards.map((card) => (
          <Card key={card.id} card={card} />
        ))}
      </div>
    </section>
  );
}
