// The `?` dialog: every keyboard shortcut, with go-to shortcuts only for pages the user may
// open (the same test as the guard). Loaded lazily on first use.
import { useRouter } from '@tanstack/react-router';
import { Dialog } from '../../components/dialog';
import { useAuth } from '../../lib/auth/hooks';
import { allowedGoToShortcuts } from './keyboard-shortcuts';

export interface ShortcutsHelpDialogProps {
  onClose: () => void;
}

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 ? ' then ' : null}
          <kbd>{key}</kbd>
        </span>
      ))}
    </>
  );
}

export function ShortcutsHelpDialog({ onClose }: ShortcutsHelpDialogProps) {
  const goTo = allowedGoToShortcuts(useAuth(), useRouter());
  const rows: { keys: readonly string[]; what: string }[] = [
    { keys: ['Ctrl+K'], what: 'Open the command palette (⌘K on a Mac)' },
    { keys: ['/'], what: "Focus the list's filter" },
    { keys: ['?'], what: 'Show these shortcuts' },
    ...goTo.map((shortcut) => ({ keys: ['g', shortcut.key], what: `Go to ${shortcut.title}` })),
  ];
  return (
    <Dialog open onClose={onClose} title="Keyboard shortcuts" className="shortcuts-help">
      <p className="shortcuts-help__note">
        Shortcuts do nothing while you type in a field or while a dialog is open.
      </p>
      <table className="shortcuts-help__table">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.what}>
              <td>
                <Keys keys={row.keys} />
              </td>
              <td>{row.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
