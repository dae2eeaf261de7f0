// Issue #32: the users list narrowed to people whose invitation waits (pending) or lapsed
// (expired), searched on the server like the rest of the list.
import { useId } from 'react';
import { USER_INVITE_FILTERS, type UserInviteFilter } from '@shared/user-search';

const LABELS: Record<UserInviteFilter, string> = {
  pending: 'Pending invitations',
  expired: 'Expired invitations',
};

export function InviteFilterSelect({
  value,
  onChange,
}: {
  value: UserInviteFilter | undefined;
  onChange: (value: UserInviteFilter | undefined) => void;
}) {
  const id = useId();
  return (
    <span className="users-invite-filter">
      <label htmlFor={id}>Show</label>
      <select
        id={id}
        className="form-field__input"
        value={value ?? ''}
        onChange={(event) =>
          onChange(
            (USER_INVITE_FILTERS as readonly string[]).includes(event.target.value)
              ? (event.target.value as UserInviteFilter)
              : undefined,
          )
        }
      >
        <option value="">Everyone</option>
        {USER_INVITE_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {LABELS[filter]}
          </option>
        ))}
      </select>
    </span>
  );
}
