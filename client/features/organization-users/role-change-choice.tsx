// The bulk role change's choices: add one role, remove one role, or replace all roles, and the
// one role to add or remove.
import { useId } from 'react';
import { ROLE_CHOICES } from './role-info';

export type RoleChangeKind = 'add' | 'remove' | 'replace';

const HOW: [RoleChangeKind, string][] = [
  ['add', 'Add one role'],
  ['remove', 'Remove one role'],
  ['replace', 'Replace all roles'],
];

export interface RoleChangeChoiceProps {
  how: RoleChangeKind;
  onHowChange: (how: RoleChangeKind) => void;
  role: string;
  onRoleChange: (role: string) => void;
}

export function RoleChangeChoice({ how, onHowChange, role, onRoleChange }: RoleChangeChoiceProps) {
  const name = useId();
  return (
    <div className="role-change">
      <fieldset className="role-change__group">
        <legend>Change</legend>
        {HOW.map(([kind, label]) => (
          <label key={kind} className="role-change__option">
            <input
              type="radio"
              name={`${name}-how`}
              checked={how === kind}
              onChange={() => onHowChange(kind)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {how === 'replace' ? null : (
        <fieldset className="role-change__group">
          <legend>{how === 'add' ? 'Role to add' : 'Role to remove'}</legend>
          {ROLE_CHOICES.map((choice) => (
            <label key={choice} className="role-change__option">
              <input
                type="radio"
                name={`${name}-role`}
                checked={role === choice}
                onChange={() => onRoleChange(choice)}
              />
              {choice}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
