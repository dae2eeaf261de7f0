// The header's breadcrumb trail for the current route; the first crumb is always 'Dashboard'.
import { Link, useRouterState } from '@tanstack/react-router';
import { trailFor } from './navigation';

export function useCurrentTrail(): readonly string[] {
  const routeId = useRouterState({
    select: (state) => {
      const last = state.matches[state.matches.length - 1];
      // Only the root matches an unknown address; a thrown notFound() marks its match.
      if (!last || last.status === 'notFound' || last.routeId === '__root__') return undefined;
      return last.routeId;
    },
  });
  return trailFor(routeId);
}

export function Breadcrumbs() {
  const trail = useCurrentTrail();
  return (
    <ol className="breadcrumbs" aria-label="Breadcrumb">
      <li>
        {trail.length === 0 ? (
          <span aria-current="page">Dashboard</span>
        ) : (
          <Link to="/">Dashboard</Link>
        )}
      </li>
      {trail.map((crumb, index) => (
        <li key={`${index}-${crumb}`}>
          <span aria-current={index === trail.length - 1 ? 'page' : undefined}>{crumb}</span>
        </li>
      ))}
    </ol>
  );
}
