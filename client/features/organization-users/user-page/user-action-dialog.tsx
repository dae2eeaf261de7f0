// One dialog for every action on a person: the question naming them and the consequence, a
// required reason for a suspension, the button busy while the one request is in flight, and a
// failure in the backend's words (409 and 429 included) without closing.
import { useId, useRef, useState } from 'react';
import { SUSPEND_REASON_MAX_LENGTH, suspendUserSchema } from '@shared/people';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorBanner } from '../../../components/error-banner';
import { TextareaField } from '../../../components/form/textarea-field';
import { errorText } from '../../../lib/api-client';
import type { ActionTexts, UserActionKind } from './user-action-texts';

export interface UserActionDialogProps {
  kind: UserActionKind;
  texts: ActionTexts;
  /** Sends the action (the reason only for a suspension); rejects with the backend's error. */
  run: (reason: string) => Promise<unknown>;
  onDone: (texts: ActionTexts) => void;
  onClose: () => void;
}

/** The reason's problem as the backend words it (shared schema), or null. */
export function reasonProblem(reason: string): string | null {
  const parsed = suspendUserSchema.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'reason is required');
}

export function UserActionDialog({ kind, texts, run, onDone, onClose }: UserActionDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // Two clicks in one task both see busy false: the ref stops the second before React renders.
  const inFlight = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const asksReason = kind === 'suspend';
  const problem = asksReason ? reasonProblem(reason) : null;

  const confirm = async () => {
    if (inFlight.current) return;
    setTried(true);
    if (problem) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await run(reason.trim());
      onDone(texts);
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <ConfirmDialog
      open
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      danger={texts.danger}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {texts.warning ? (
        <p className="user-page__warning" role="note">
          {texts.warning}
        </p>
      ) : null}
      {asksReason ? (
        <TextareaField
          id={`${id}-reason`}
          label="Reason"
          required
          rows={3}
          maxLength={SUSPEND_REASON_MAX_LENGTH}
          description={`Shown on their page and in the activity record (${reason.trim().length}/${SUSPEND_REASON_MAX_LENGTH}).`}
          value={reason}
          onValueChange={setReason}
          error={tried && problem ? 'A reason is required' : undefined}
          disabled={busy}
        />
      ) : null}
      {failure ? <ErrorBanner message={failure} /> : null}
    </ConfirmDialog>
  );
}
