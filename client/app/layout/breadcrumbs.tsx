// The header's breadcrumb trail for the current route (its stated trail and title); the first
// crumb is always 'Dashboard'.
import { Link } from '@tanstack/react-router';
import { useCurrentPage } from './navigation';

export function Breadcrumbs() {
  const { trail } = useCurrentPage();
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
