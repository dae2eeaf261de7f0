// A settings field's provenance line (DESIGN resolution 23): "Inherited from {organization}"
// or "Set here" with "Use inherited value", and the floor a managing organization set on it.
import { createContext, use, type ReactNode } from 'react';
import { FLOOR_FIELDS, floorText, type FloorField } from '@shared/inheritance';
import { SETTINGS_FIELDS, type SettingsField } from './settings-form';
import { FIELD_PATHS } from './settings-tree';
import type { Inheritance } from './use-inheritance';

export const InheritanceContext = createContext<{
  inheritance: Inheritance;
  readOnly: boolean;
} | null>(null);

export function Inheritable({ field, children }: { field: SettingsField; children: ReactNode }) {
  const context = use(InheritanceContext);
  const path = FIELD_PATHS[field];
  if (!context || !path) return children;
  const { inheritance, readOnly } = context;
  const tree = inheritance.tree;
  const floor = (FLOOR_FIELDS as readonly string[]).includes(path)
    ? tree?.floors[path as FloorField]
    : undefined;
  if (!inheritance.active && !floor) return children;
  const inherited = inheritance.inherited.has(field);
  const source = tree?.sources[path];
  const from =
    source?.from === 'inherited'
      ? source.organizationName
      : (tree?.inheritsFrom?.organizationName ?? '');
  return (
    <div className="settings-inheritable" data-field={field}>
      {children}
      <p className="settings-provenance">
        {inheritance.active ? (
          inherited ? (
            <span className="settings-provenance__mark">Inherited from {from}</span>
          ) : (
            <>
              <span className="settings-provenance__mark settings-provenance__mark--own">
                Set here
              </span>
              {readOnly ? null : (
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  onClick={() => inheritance.takeInherited(field)}
                >
                  Use inherited value{' '}
                  <span className="visually-hidden">for {SETTINGS_FIELDS[field].label}</span>
                </button>
              )}
            </>
          )
        ) : null}
        {floor ? (
          <span className="settings-provenance__floor">{floorText(path as FloorField, floor)}</span>
        ) : null}
      </p>
    </div>
  );
}
