// Which fields the form leaves inherited (DESIGN resolution 23): those the backend said were
// inherited, until the user edits one (then it is set here) or picks "Use inherited value"
// (then it shows the inherited value again and is saved as null).
import { useCallback, useMemo, useState } from 'react';
import type { SettingsField, SettingsForm } from './settings-form';
import { inheritedFields, inheritedFormValue, type SettingsTree } from './settings-tree';

export interface Inheritance {
  tree: SettingsTree | null;
  /** The organization is managed by another: the screen marks where each field comes from. */
  active: boolean;
  inherited: ReadonlySet<SettingsField>;
  /** The set differs from what was read (a change to save even if no value changed). */
  changed: boolean;
  markOwn: (field: SettingsField) => void;
  takeInherited: (field: SettingsField) => void;
  /** Back to what was read (Discard Changes). */
  discard: () => void;
}

const sameSet = (a: ReadonlySet<unknown>, b: ReadonlySet<unknown>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

export function useInheritance(
  tree: SettingsTree | null,
  setValue: <F extends SettingsField>(field: F, value: SettingsForm[F]) => void,
): Inheritance {
  const read = useMemo(() => inheritedFields(tree), [tree]);
  const [state, setState] = useState({ tree, inherited: read as ReadonlySet<SettingsField> });
  // A new document (saved, reloaded) starts from what it says.
  if (state.tree !== tree) setState({ tree, inherited: read });

  const markOwn = useCallback((field: SettingsField) => {
    setState((current) => {
      if (!current.inherited.has(field)) return current;
      const inherited = new Set(current.inherited);
      inherited.delete(field);
      return { ...current, inherited };
    });
  }, []);

  const takeInherited = useCallback(
    (field: SettingsField) => {
      const value = inheritedFormValue(tree, field);
      if (value !== undefined) setValue(field, value);
      setState((current) => ({ ...current, inherited: new Set(current.inherited).add(field) }));
    },
    [tree, setValue],
  );

  const discard = useCallback(() => setState({ tree, inherited: read }), [tree, read]);

  return {
    tree,
    active: tree?.inheritsFrom != null,
    inherited: state.tree === tree ? state.inherited : read,
    changed: state.tree === tree && !sameSet(state.inherited, read),
    markOwn,
    takeInherited,
    discard,
  };
}
