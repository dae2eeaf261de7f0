// Raw JSON shown as text (never as HTML), with a copy button that confirms in a status line.
import { useCopyText } from './use-copy-text';

export interface JsonViewProps {
  value: unknown;
  copyLabel?: string;
  copiedText?: string;
  failedText?: string;
  /** Accessible name of the scrollable JSON block. */
  label?: string;
  className?: string;
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

export function JsonView({
  value,
  copyLabel = 'Copy JSON',
  copiedText = 'JSON copied to clipboard!',
  failedText = 'Could not copy to the clipboard.',
  label = 'JSON',
  className,
}: JsonViewProps) {
  const text = stringify(value);
  const { copy, message } = useCopyText(copiedText, failedText);

  return (
    <div className={className ? `json-view ${className}` : 'json-view'}>
      <div className="json-view__bar">
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => void copy(text)}
        >
          {copyLabel}
        </button>
        <span className="json-view__status" role="status">
          {message}
        </span>
      </div>
      {/* Focusable so keyboard users can scroll long documents. */}
      <pre className="json-view__pre" tabIndex={0} role="region" aria-label={label}>
        {text}
      </pre>
    </div>
  );
}
