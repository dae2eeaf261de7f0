// Role chips for a user; Administrator carries the same highlight as in the role picker.
import { isHighlightedRole } from './role-info';

export function UserRoles({ roles }: { roles: readonly string[] | undefined }) {
  const list = (roles ?? []).filter((role) => role.trim() !== '');
  if (list.length === 0) return <span className="users-muted">No roles</span>;
  return (
    <ul className="users-roles">
      {list.map((role) => (
        <li
          key={role}
          className={isHighlightedRole(role) ? 'users-role users-role--highlighted' : 'users-role'}
        >
          {role}
        </li>
      ))}
    </ul>
  );
}
