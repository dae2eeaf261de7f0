// The dashboard (SPEC §2): a sign-in invitation when signed out; a welcome and link cards
// when signed in.
import { Link } from '@tanstack/react-router';
import { signIn, useAuth } from '../../lib/auth/hooks';
import { useIsAdministrator } from '../../lib/permissions';
import { canAccess } from '../../lib/route-access';
import { DASHBOARD_CARDS, type DashboardCard } from './dashboard-cards';

export function welcomeName(user: { name?: string; email?: string } | null): string {
  return user?.name || user?.email || 'User';
}

function Card({ card }: { card: DashboardCard }) {
  const auth = useAuth();
  // The sidebar's rule: a link shows only where its route's guard would let the user in.
  const links = card.links.filter((link) => canAccess(auth, link.to));
  const headingId = `dashboard-card-${card.id}`;
  return (
    <section className="dashboard-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="dashboard-card__title">
        {card.title}
      </h2>
      <p className="dashboard-card__text">{card.description}</p>
      <ul className="dashboard-card__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="dashboard-card__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DashboardPage() {
  const { isAuthenticated, user } = useAuth();
  const administrator = useIsAdministrator();

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

  // SPEC §6 notes: the Global card is for the Administrator role only.
  const cards = DASHBOARD_CARDS.filter((card) => !card.administratorOnly || administrator);
  return (
    <section className="page dashboard">
      <h1>Welcome, {welcomeName(user)}</h1>
      {user?.email ? <p className="dashboard__email">{user.email}</p> : null}
      <div className="dashboard__cards">
        {cards.map((card) => (
          <Card key={card.id} card={card} />
        ))}
      </div>
    </section>
  );
}
