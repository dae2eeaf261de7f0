// "Nothing was saved: N fields need fixing", each entry a button that opens the field's tab
// and moves the focus to it.
import type { Ref } from 'react';
import { SETTINGS_FIELDS, SETTINGS_TABS, type SettingsField } from './settings-form';

export function SettingsSummary({
  entries,
  onGoTo,
  ref,
}: {
  entries: [SettingsField, string][];
  onGoTo: (field: SettingsField) => void;
  ref: Ref<HTMLElement>;
}) {
  return (
    <section
      className="settings-summary"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="settings-summary-title"
    >
      <h2 className="settings-summary__title" id="settings-summary-title">
        Nothing was saved:{' '}
        {entries.length === 1 ? '1 field needs' : `${entries.length} fields need`} fixing
      </h2>
      <ul className="settings-summary__list">
        {entries.map(([field, message]) => {
          const meta = SETTINGS_FIELDS[field];
          const tabLabel = SETTINGS_TABS.find((t) => t.id === meta.tab)?.label ?? '';
          return (
            <li key={field}>
              <button
                type="button"
                className="settings-summary__link"
                onClick={() => onGoTo(field)}
              >
                {tabLabel} › {meta.label}
              </button>
              <span className="settings-summary__message">{message}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
