// "Apply {group} to managed organizations…" (DESIGN resolution 23): a preview first (a dry run:
// how many would change and which fields), then one request that makes every managed
// organization inherit the group's fields again, on the server, in one transaction.
import { useState } from 'react';
import {
  FIELD_LABELS,
  GROUP_LABELS,
  type ApplySettingsResult,
  type SettingsGroup,
} from '@shared/inheritance';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ErrorBanner } from '../../components/error-banner';
import { errorText } from '../../lib/api-client';
import { formatCount, formatQuantity } from '../../lib/format';
import { useApplySettings } from './api/managed-settings';

const organizations = (count: number) => formatQuantity(count, 'organization', 'organizations');

function Preview({
  result,
  label,
  from,
}: {
  result: ApplySettingsResult;
  label: string;
  from: string;
}) {
  const total = result.changed + result.unchanged;
  return (
    <>
      <p>
        {formatCount(result.changed)} of{' '}
        {formatQuantity(total, 'managed organization', 'managed organizations')} set {label} fields
        of their own; applying makes them inherit {from}&apos;s.
      </p>
      {result.changed > 0 ? (
        <ul aria-label="Fields that would change">
          {Object.entries(result.fields).map(([field, count]) => (
            <li key={field}>
              {FIELD_LABELS[field] ?? field}: {organizations(count)}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ApplyToManaged({
  organizationId,
  organizationName,
  group,
}: {
  organizationId: string;
  organizationName: string;
  group: SettingsGroup;
}) {
  const [open, setOpen] = useState(false);
  const preview = useApplySettings(organizationId);
  const apply = useApplySettings(organizationId);
  const label = GROUP_LABELS[group];
  const result = preview.data;

  const start = () => {
    apply.reset();
    preview.reset();
    setOpen(true);
    preview.mutate({ groups: [group], dryRun: true });
  };
  const footer = apply.data ? (
    <Button onClick={() => setOpen(false)}>Close</Button>
  ) : (
    <>
      <Button onClick={() => setOpen(false)}>Cancel</Button>
      <Button
        variant="primary"
        busy={apply.isPending}
        disabled={!result || result.changed === 0}
        onClick={() => apply.mutate({ groups: [group], dryRun: false })}
      >
        Apply to {organizations(result?.changed ?? 0)}
      </Button>
    </>
  );

  return (
    <>
      <Button onClick={start}>Apply {label} to managed organizations…</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Apply ${label} to managed organizations`}
        footer={footer}
      >
        <div className="apply-preview" role="status">
          {preview.error ? (
            <ErrorBanner message={errorText(preview.error, 'The preview failed')} />
          ) : apply.data ? (
            <p>
              Applied: {organizations(apply.data.changed)} now inherit {label} from{' '}
              {organizationName}.
            </p>
          ) : result ? (
            <Preview result={result} label={label} from={organizationName} />
          ) : (
            <p>Working out what would change…</p>
          )}
          {apply.error ? (
            <ErrorBanner message={errorText(apply.error, 'Nothing was applied')} />
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
