// Who may do what on the user page, and the one open action dialog. Each action renders as a
// button that opens its confirmation; disabled with its reason when the privilege rule refuses
// (resolution 20) or the backend does not offer the call (resolution 4); absent without
// canManageUsers (the page's read-only line says what is needed instead).
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { UnavailableButton } from '../../../components/unavailable-button';
import { useToast } from '../../../components/toast';
import { isMissingEndpoint } from '../../../lib/api-client';
import { UserActionDialog } from './user-action-dialog';
import type { ActionTexts, UserActionKind } from './user-action-texts';

export interface ActionControl<S> {
  render: (label: string, subject: S, ariaLabel?: string) => ReactNode;
}

interface OpenAction {
  kind: UserActionKind;
  texts: ActionTexts;
  run: (reason: string) => Promise<unknown>;
}

export interface ActionRules {
  canManage: boolean;
  /** The privilege rule's refusal, when the viewer may not act on this person. */
  refusal: string | undefined;
}

export function useActionControls(rules: ActionRules) {
  const toast = useToast();
  const [open, setOpen] = useState<OpenAction | null>(null);
  const [notOffered, setNotOffered] = useState<ReadonlySet<UserActionKind>>(new Set());

  function control<S>(
    kind: UserActionKind,
    textsOf: (subject: S) => ActionTexts,
    send: (subject: S, reason: string) => Promise<unknown>,
    /** A refusal of this action alone (suspending oneself). */
    ownRefusal?: string,
  ): ActionControl<S> {
    const refusal = rules.refusal ?? ownRefusal;
    return {
      render: (label, subject, ariaLabel) => {
        if (!rules.canManage) return null;
        if (notOffered.has(kind)) {
          return <UnavailableButton label={label} ariaLabel={ariaLabel} size="sm" />;
        }
        if (refusal) {
          return (
            <UnavailableButton label={label} ariaLabel={ariaLabel} size="sm" reason={refusal} />
          );
        }
        const run = async (reason: string) => {
          try {
            return await send(subject, reason);
          } catch (error) {
            if (isMissingEndpoint(error)) setNotOffered((set) => new Set(set).add(kind));
            throw error;
          }
        };
        return (
          <Button
            size="sm"
            variant="secondary"
            aria-label={ariaLabel}
            onClick={() => setOpen({ kind, texts: textsOf(subject), run })}
          >
            {label}
          </Button>
        );
      },
    };
  }

  const dialog = open ? (
    <UserActionDialog
      kind={open.kind}
      texts={open.texts}
      run={open.run}
      onClose={() => setOpen(null)}
      onDone={(texts) => {
        setOpen(null);
        toast.success(texts.done);
      }}
    />
  ) : null;

  return { control, dialog, notOffered };
}
