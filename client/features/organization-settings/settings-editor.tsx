// The settings form: one state for all tabs, validation shown per field and summarised,
// Save Settings (nothing is sent while anything is invalid), and the unsaved-changes guard.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { ErrorBanner } from '../../components/error-banner';
import { Tabs } from '../../components/tabs';
import { useToast } from '../../components/toast';
import type { OrganizationSettings } from '@shared/schemas';
import { useSaveOrganizationSettings } from './api/save-organization-settings';
import {
  SETTINGS_FIELDS,
  SETTINGS_TABS,
  hasErrors,
  fieldId,
  isSameForm,
  toSettingsDocument,
  toSettingsForm,
  validateSettingsForm,
  withEditsOver,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
  type SettingsTabId,
} from './settings-form';
import { asFailure } from '../../lib/api-client';
import { getOrganizationSettings } from './api/get-organization-settings';
import {
  SETTINGS_CHANGED_ELSEWHERE,
  SETTINGS_RELOADED,
  SETTINGS_SAVED,
  loadSettingsFailure,
  saveSettingsFailure,
} from './settings-messages';
import {
  BrandingPanel,
  GeneralPanel,
  IntegrationsPanel,
  NotificationsPanel,
  SecurityPanel,
  type PanelProps,
} from './settings-panels';
import { UnsavedChangesGuard } from './use-unsaved-changes-guard';

export interface SettingsEditorProps {
  loaded: OrganizationSettings;
  /** The version `loaded` was read at (DESIGN resolution 18); null when the backend gave none. */
  etag?: string | null;
  /** `loaded` is the defaults: the backend had no settings yet (saved create-only, resolution 25). */
  fromDefaults?: boolean;
  tab: SettingsTabId;
  onTabChange: (tab: SettingsTabId) => void;
  /** The user may look but not save (no organizations:write). */
  readOnly: boolean;
}

function onlyFields(errors: SettingsErrors, fields: ReadonlySet<SettingsField>): SettingsErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => fields.has(field as SettingsField)),
  );
}

const fieldsWithErrors = (form: SettingsForm) =>
  new Set(Object.keys(validateSettingsForm(form)) as SettingsField[]);

export function SettingsEditor({
  loaded,
  etag = null,
  fromDefaults = false,
  tab,
  onTabChange,
  readOnly,
}: SettingsEditorProps) {
  const toast = useToast();
  const save = useSaveOrganizationSettings();
  const [baseline, setBaseline] = useState(() => ({
    document: loaded,
    form: toSettingsForm(loaded),
    etag,
    fromDefaults,
  }));
  const [stale, setStale] = useState(false);
  const [form, setForm] = useState(baseline.form);
  // A stored value that is already invalid (e.g. a javascript: webhook) is flagged at once.
  const [touched, setTouched] = useState<ReadonlySet<SettingsField>>(() =>
    fieldsWithErrors(baseline.form),
  );
  const [submitted, setSubmitted] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);
  const [focusTarget, setFocusTarget] = useState<SettingsField | 'summary' | null>(null);
  const summaryRef = useRef<HTMLElement>(null);

  const errors = useMemo(() => validateSettingsForm(form), [form]);
  const shown = submitted ? errors : onlyFields(errors, touched);
  const dirty = !isSameForm(form, baseline.form);

  const set = useCallback<PanelProps['set']>((field, value) => {
    setForm((current) => ({ ...current, [field]: value }));
    setSavedNotice(false);
  }, []);
  const touch = useCallback((field: SettingsField) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  // Focus moves once the target is on screen (a field may sit on another tab).
  useEffect(() => {
    if (focusTarget === 'summary') {
      summaryRef.current?.focus();
      setFocusTarget(null);
    } else if (focusTarget && SETTINGS_FIELDS[focusTarget].tab === tab) {
      document.getElementById(fieldId(focusTarget))?.focus();
      setFocusTarget(null);
    }
  }, [focusTarget, tab]);

  const goToField = (field: SettingsField) => {
    if (SETTINGS_FIELDS[field].tab !== tab) onTabChange(SETTINGS_FIELDS[field].tab);
    setFocusTarget(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    setSubmitted(true);
    setSaveError(null);
    setStale(false);
    setSavedNotice(false);
    if (hasErrors(errors)) {
      setFocusTarget('summary');
      return;
    }
    const sentForm = form;
    save.mutate(
      {
        document: toSettingsDocument(form, baseline.document),
        loadedName: baseline.document.name,
        etag: baseline.etag,
        fromDefaults: baseline.fromDefaults,
      },
      {
        onSuccess: (saved) => {
          const savedForm = toSettingsForm(saved.document);
          setBaseline({
            document: saved.document,
            form: savedForm,
            etag: saved.etag,
            fromDefaults: false,
          });
          // Keep anything typed while the request was out; otherwise show what was stored.
          setForm((current) => (isSameForm(current, sentForm) ? savedForm : current));
          setSubmitted(false);
          setTouched(new Set());
          setSavedNotice(true);
          // One confirmation (#24 friction 4): the save bar's status line (role=status), where it
          // covers nothing; a toast as well said it twice, over the page.
          console.log(SETTINGS_SAVED);
        },
        // The edits stay in the form so the user can fix the cause and save again.
        // 409: saved over since read; 412: created meanwhile by someone who also saw no settings.
        onError: (error) =>
          asFailure(error).status === 409 || asFailure(error).status === 412
            ? setStale(true)
            : setSaveError(saveSettingsFailure(error)),
      },
    );
  };

  // Someone else saved since this form was read: their version becomes the baseline and what
  // this user changed stays on screen over it, so saving again keeps both.
  const reloadLatest = async () => {
    try {
      const latest = await getOrganizationSettings(baseline.document.id);
      const latestForm = toSettingsForm(latest.document);
      setForm((current) => withEditsOver(baseline.form, current, latestForm));
      setBaseline({
        document: latest.document,
        form: latestForm,
        etag: latest.etag,
        fromDefaults: latest.fromDefaults,
      });
      setStale(false);
      toast.info(SETTINGS_RELOADED);
    } catch (error) {
      setSaveError(loadSettingsFailure(error));
    }
  };

  const discard = () => {
    setForm(baseline.form);
    setSubmitted(false);
    setTouched(fieldsWithErrors(baseline.form));
    setSaveError(null);
  };

  const errorCount = (id: SettingsTabId) =>
    Object.keys(shown).filter((field) => SETTINGS_FIELDS[field as SettingsField].tab === id).length;
  const tabs = SETTINGS_TABS.map(({ id, label }) => {
    const count = errorCount(id);
    return {
      id,
      label:
        count > 0 ? (
          <>
            {label}{' '}
            <span className="settings-tab-badge">
              <span aria-hidden="true">!</span>
              <span className="visually-hidden">
                ({count === 1 ? '1 error' : `${count} errors`})
              </span>
            </span>
          </>
        ) : (
          label
        ),
    };
  });

  const panelProps: PanelProps = { form, errors: shown, set, touch, readOnly };
  const summary = submitted ? (Object.entries(errors) as [SettingsField, string][]) : [];
  const status = save.isPending
    ? 'Saving...'
    : dirty
      ? 'You have unsaved changes.'
      : savedNotice
        ? SETTINGS_SAVED
        : 'No unsaved changes.';

  // Above the fields, so an error line that appears when a field loses focus never moves Save
  // Settings from under the pointer between press and release; below the tabs, so they come
  // first in Tab order.
  const actions = (
    <div className="settings-actions">
      <p className="settings-actions__status" role="status">
        {status === SETTINGS_SAVED ? (
          <span className="settings-actions__saved">
            <span aria-hidden="true">✓ </span>
            {status}
          </span>
        ) : (
          status
        )}
      </p>
      {dirty && !readOnly ? (
        <Button onClick={discard} disabled={save.isPending}>
          Discard Changes
        </Button>
      ) : null}
      <Button type="submit" variant="primary" busy={save.isPending} disabled={readOnly}>
        Save Settings
      </Button>
    </div>
  );

  return (
    <>
      <form
        className="settings-form"
        noValidate
        onSubmit={onSubmit}
        aria-label="Organization settings"
      >
        {summary.length > 0 ? (
          <section
            className="settings-summary"
            ref={summaryRef}
            tabIndex={-1}
            aria-labelledby="settings-summary-title"
          >
            <h2 className="settings-summary__title" id="settings-summary-title">
              Nothing was saved:{' '}
              {summary.length === 1 ? '1 field needs' : `${summary.length} fields need`} fixing
            </h2>
            <ul className="settings-summary__list">
              {summary.map(([field, message]) => {
                const meta = SETTINGS_FIELDS[field];
                const tabLabel = SETTINGS_TABS.find((t) => t.id === meta.tab)?.label ?? '';
                return (
                  <li key={field}>
                    <button
                      type="button"
                      className="settings-summary__link"
                      onClick={() => goToField(field)}
                    >
                      {tabLabel} › {meta.label}
                    </button>
                    <span className="settings-summary__message">{message}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        {saveError ? (
          <ErrorBanner message={saveError} onDismiss={() => setSaveError(null)} />
        ) : null}
        {stale ? (
          <ErrorBanner
            title="Changed by someone else"
            message={SETTINGS_CHANGED_ELSEWHERE}
            onRetry={() => void reloadLatest()}
            retryLabel="Reload latest"
          />
        ) : null}
        {readOnly ? (
          <p className="settings-readonly-note">
            You can view these settings. Changing them needs permission to edit the organization.
          </p>
        ) : null}
        <Tabs
          className="settings-tabs"
          tabs={tabs}
          value={tab}
          onChange={(id) => onTabChange(id as SettingsTabId)}
          label="Settings sections"
          beforePanel={actions}
        >
          {tab === 'general' ? (
            <GeneralPanel {...panelProps} loaded={baseline.document} />
          ) : tab === 'notifications' ? (
            <NotificationsPanel {...panelProps} />
          ) : tab === 'security' ? (
            <SecurityPanel {...panelProps} />
          ) : tab === 'integrations' ? (
            <IntegrationsPanel {...panelProps} />
          ) : (
            <BrandingPanel {...panelProps} />
          )}
        </Tabs>
      </form>
      <UnsavedChangesGuard dirty={dirty && !readOnly} />
    </>
  );
}
