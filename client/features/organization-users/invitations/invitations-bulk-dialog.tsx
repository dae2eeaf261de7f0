// Bulk Resend and Revoke on Global → Invitations (loaded lazily): the single-invitation calls
// through the bulk runner, with one outcome per row in the backend's words (a 429 or 409 names
// its row; the rest go on).
import type { InvitationRow } from '@shared/people';
import { BulkActionDialog } from '../../../components/bulk/bulk-action-dialog';
import { bulkQuestion } from '../../../components/bulk/bulk-question';
import { errorText, isMissingEndpoint } from '../../../lib/api-client';
import type { BulkSummary } from '../../../lib/bulk/run-bulk';
import { formatCount } from '../../../lib/format';
import { sendUserAction } from '../api/user-actions';
import { invitationKey, invitationLabel } from './invitation-columns';

export type InvitationsBulkAction = 'resend' | 'revoke';

const NOUN = { one: 'invitation', other: 'invitations' };

export interface InvitationsBulkDialogProps {
  action: InvitationsBulkAction;
  rows: readonly InvitationRow[];
  onFinished: (summary: BulkSummary) => void;
  onClose: () => void;
}

export function InvitationsBulkDialog({
  action,
  rows,
  onFinished,
  onClose,
}: InvitationsBulkDialogProps) {
  const byId = new Map(rows.map((row) => [invitationKey(row), row]));
  const items = rows.map((row) => ({ id: invitationKey(row), label: invitationLabel(row) }));
  const count = items.length;
  const example = items[0]?.label ?? '';
  const resend = action === 'resend';
  return (
    <BulkActionDialog
      title={resend ? 'Resend Invitations' : 'Revoke Invitations'}
      question={bulkQuestion(resend ? 'Resend' : 'Revoke', count, NOUN, example)}
      items={items}
      noun={NOUN}
      confirmLabel={`${resend ? 'Resend' : 'Revoke'} ${formatCount(count)}`}
      progressVerb={resend ? 'Resending' : 'Revoking'}
      danger={!resend}
      run={(item) => {
        const row = byId.get(item.id);
        if (!row) throw new Error('This invitation is no longer in the list.');
        return sendUserAction(row.organizationId, row.userId, {
          kind: resend ? 'resend-invitation' : 'revoke-invitation',
        });
      }}
      failureMessage={(error) => errorText(error)}
      unsupportedMessage={(error) =>
        isMissingEndpoint(error)
          ? `This backend does not offer ${resend ? 'resending' : 'revoking'} invitations.`
          : null
      }
      onFinished={onFinished}
      onClose={onClose}
    />
  );
}
