// The four tabs' fields after General (SPEC §3), each marked with where its value comes from. All of them read and write the one form state owned by the
// editor, so switching tabs never loses an edit.
import { useState } from 'react';
import {
  DEFAULT_PRIMARY_COLOR,
  NOTIFICATION_FREQUENCIES,
  PASSWORD_POLICIES,
  SESSION_TIMEOUT_DEFAULT,
  SESSION_TIMEOUT_MAX,
  SESSION_TIMEOUT_MIN,
  type NotificationFrequency,
  type PasswordPolicy,
} from '@shared/constants';
import { isSafeHttpUrl } from '@shared/safe-url';
import { parseIpRanges } from './ip-ranges';
import { CheckboxField } from '../../components/form/checkbox-field';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SelectField, type Choice } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import {
  fieldId,
  SETTINGS_FIELDS,
  type SettingsErrors,
  type SettingsField,
  type SettingsForm,
} from './settings-form';
import { isHexColor } from '@shared/input-rules';
import { toPickerColor } from './settings-rules';
import { Inheritable } from './inheritable';

export interface PanelProps {
  form: SettingsForm;
  /** The errors to show now (a field's error appears once it was left or Save was pressed). */
  errors: SettingsErrors;
  set: <F extends SettingsField>(field: F, value: SettingsForm[F]) => void;
  touch: (field: SettingsField) => void;
  readOnly: boolean;
}

const label = (field: SettingsField) => SETTINGS_FIELDS[field].label;

const FREQUENCY_CHOICES: Choice<NotificationFrequency>[] = NOTIFICATION_FREQUENCIES.map(
  (value) => ({
    value,
    label: value.charAt(0).toUpperCase() + value.slice(1),
  }),
);
const POLICY_CHOICES: Choice<PasswordPolicy>[] = PASSWORD_POLICIES.map((p) => ({ ...p }));

export function NotificationsPanel({ form, set, readOnly }: PanelProps) {
  return (
    <div className="settings-panel">
      <Inheritable field="emailNotifications">
        <CheckboxField
          id={fieldId('emailNotifications')}
          label={label('emailNotifications')}
          description="Send notifications by email."
          checked={form.emailNotifications}
          onCheckedChange={(checked) => set('emailNotifications', checked)}
          disabled={readOnly}
        />
      </Inheritable>
      <Inheritable field="slackNotifications">
        <CheckboxField
          id={fieldId('slackNotifications')}
          label={label('slackNotifications')}
          description="Post notifications to the organization's Slack workspace."
          checked={form.slackNotifications}
          onCheckedChange={(checked) => set('slackNotifications', checked)}
          disabled={readOnly}
        />
      </Inheritable>
      <Inheritable field="notificationFrequency">
        <SelectField
          id={fieldId('notificationFrequency')}
          label={label('notificationFrequency')}
          description="How often notifications are sent (default Daily)."
          value={form.notificationFrequency}
          options={FREQUENCY_CHOICES}
          onValueChange={(value) => set('notificationFrequency', value)}
          disabled={readOnly}
        />
      </Inheritable>
    </div>
  );
}

export function SecurityPanel({ form, errors, set, touch, readOnly }: PanelProps) {
  return (
    <div className="settings-panel">
      <Inheritable field="requireMfa">
        <CheckboxField
          id={fieldId('requireMfa')}
          label={label('requireMfa')}
          description="Every user must set up a second factor to sign in."
          checked={form.requireMfa}
          onCheckedChange={(checked) => set('requireMfa', checked)}
          error={errors.requireMfa}
          disabled={readOnly}
        />
      </Inheritable>
      <Inheritable field="passwordPolicy">
        <RadioGroupField
          id={fieldId('passwordPolicy')}
          label={label('passwordPolicy')}
          value={form.passwordPolicy}
          options={POLICY_CHOICES}
          onValueChange={(value) => set('passwordPolicy', value)}
          error={errors.passwordPolicy}
          disabled={readOnly}
        />
      </Inheritable>
      <Inheritable field="sessionTimeout">
        <TextField
          id={fieldId('sessionTimeout')}
          label={label('sessionTimeout')}
          type="number"
          inputMode="numeric"
          min={SESSION_TIMEOUT_MIN}
          max={SESSION_TIMEOUT_MAX}
          step={1}
          value={form.sessionTimeout}
          onValueChange={(value) => set('sessionTimeout', value)}
          onBlur={() => touch('sessionTimeout')}
          error={errors.sessionTimeout}
          description={`Between ${SESSION_TIMEOUT_MIN} and ${SESSION_TIMEOUT_MAX} minutes (default ${SESSION_TIMEOUT_DEFAULT}).`}
          readOnly={readOnly}
        />
      </Inheritable>
    </div>
  );
}

export function IntegrationsPanel({ form, errors, set, touch, readOnly }: PanelProps) {
  const count = parseIpRanges(form.allowedIpRanges).ranges.length;
  return (
    <div className="settings-panel">
      <Inheritable field="enableApiAccess">
        <CheckboxField
          id={fieldId('enableApiAccess')}
          label={label('enableApiAccess')}
          description="Allow the organization's applications to call the API."
          checked={form.enableApiAccess}
          onCheckedChange={(checked) => set('enableApiAccess', checked)}
          disabled={readOnly}
        />
      </Inheritable>
      <Inheritable field="webhookUrl">
        <TextField
          id={fieldId('webhookUrl')}
          label={label('webhookUrl')}
          type="url"
          inputMode="url"
          placeholder="https://hooks.example.com/events"
          value={form.webhookUrl}
          onValueChange={(value) => set('webhookUrl', value)}
          onBlur={() => touch('webhookUrl')}
          error={errors.webhookUrl}
          description="Optional. An http:// or https:// address that receives event notifications."
          readOnly={readOnly}
        />
      </Inheritable>
      <Inheritable field="allowedIpRanges">
        <TextareaField
          id={fieldId('allowedIpRanges')}
          label={label('allowedIpRanges')}
          value={form.allowedIpRanges}
          placeholder={'10.0.0.0/8\n2001:db8::/32'}
          rows={5}
          code
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          onValueChange={(value) => set('allowedIpRanges', value)}
          onBlur={() => touch('allowedIpRanges')}
          error={errors.allowedIpRanges}
          description={`One IPv4 or IPv6 range per line in CIDR notation, such as 10.0.0.0/8 or 2001:db8::/32; blank lines are ignored. ${
            count === 0
              ? 'No ranges: access is not limited by address.'
              : `${count} ${count === 1 ? 'range' : 'ranges'}.`
          }`}
          disabled={readOnly}
        />
      </Inheritable>
    </div>
  );
}

function LogoPreview({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return <p className="settings-panel__note">The logo could not be loaded from this address.</p>;
  }
  return (
    <figure className="settings-logo">
      <img
        className="settings-logo__image"
        src={url}
        alt="Logo preview"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
      <figcaption className="settings-logo__caption">Logo preview</figcaption>
    </figure>
  );
}

export function BrandingPanel({ form, errors, set, touch, readOnly }: PanelProps) {
  const logoUrl = form.logoUrl.trim();
  const color = form.primaryColor.trim();
  return (
    <div className="settings-panel">
      <Inheritable field="logoUrl">
        <TextField
          id={fieldId('logoUrl')}
          label={label('logoUrl')}
          type="url"
          inputMode="url"
          placeholder="https://cdn.example.com/logo.svg"
          value={form.logoUrl}
          onValueChange={(value) => set('logoUrl', value)}
          onBlur={() => touch('logoUrl')}
          error={errors.logoUrl}
          description="Optional. An http:// or https:// address of the organization's logo."
          readOnly={readOnly}
        />
      </Inheritable>
      {/* DESIGN.md resolution 8: only an http(s) address becomes an image. */}
      {isSafeHttpUrl(logoUrl) ? (
        <LogoPreview key={logoUrl} url={logoUrl} />
      ) : logoUrl ? (
        <p className="settings-panel__note">
          No preview: only http:// and https:// addresses are shown.
        </p>
      ) : null}
      <Inheritable field="primaryColor">
        <TextField
          id={fieldId('primaryColor')}
          label={label('primaryColor')}
          value={form.primaryColor}
          onValueChange={(value) => set('primaryColor', value)}
          onBlur={() => touch('primaryColor')}
          error={errors.primaryColor}
          description={`A hex color such as ${DEFAULT_PRIMARY_COLOR} (the default).`}
          spellCheck={false}
          autoCapitalize="off"
          readOnly={readOnly}
          adornment={
            <input
              type="color"
              className="form-field__color"
              aria-label="Primary color picker"
              value={toPickerColor(color)}
              disabled={readOnly}
              onChange={(event) => set('primaryColor', event.target.value.toUpperCase())}
              title={isHexColor(color) ? color : 'Enter a valid hex color'}
            />
          }
        />
      </Inheritable>
      <Inheritable field="customDomain">
        <TextField
          id={fieldId('customDomain')}
          label={label('customDomain')}
          placeholder="login.example.com"
          value={form.customDomain}
          onValueChange={(value) => set('customDomain', value)}
          onBlur={() => touch('customDomain')}
          error={errors.customDomain}
          description="Optional. The host name users sign in at, such as login.example.com."
          spellCheck={false}
          autoCapitalize="off"
          readOnly={readOnly}
        />
      </Inheritable>
    </div>
  );
}
