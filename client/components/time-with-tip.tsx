// A time shown in words ("3 minutes ago", "Expires in 2 days") whose exact value shows on hover
// and on keyboard focus, in the top-layer tooltip (tooltip.ts); the exact text is also its
// accessible description. It replaces `title`, which keyboards and touch never show.
import type { ReactNode } from 'react';
import { useTooltip } from './tooltip';

export function TimeWithTip({
  dateTime,
  exact,
  children,
}: {
  /** The machine-readable time (ISO 8601). */
  dateTime: string;
  /** The exact time in the user's words, shown in the tip. */
  exact: string;
  children: ReactNode;
}) {
  const { trigger, tip } = useTooltip();
  return (
    <>
      <time className="time-tip" dateTime={dateTime} tabIndex={0} {...trigger}>
        {children}
      </time>
      <span {...tip}>{exact}</span>
    </>
  );
}
