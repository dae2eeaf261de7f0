// The small pieces of the organization picker's list: rows grouped by section for the
// virtualizer's window, the query's matches highlighted in a name, and the two icons.
import type { VirtualItem } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import type { PickerRow, SectionId } from './organization-picker-rows';

export function groupBySection(items: VirtualItem[], rows: PickerRow[]) {
  const groups: { section: SectionId; items: VirtualItem[] }[] = [];
  for (const item of items) {
    const row = rows[item.index];
    if (!row) continue;
    const section = row.kind === 'header' ? row.section : row.option.section;
    const last = groups[groups.length - 1];
    if (last?.section === section) last.items.push(item);
    else groups.push({ section, items: [item] });
  }
  return groups;
}

export function Highlighted({ text, ranges }: { text: string; ranges: [number, number][] }) {
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(from, start), <mark key={start}>{text.slice(start, end)}</mark>);
    from = end;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}

export function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M6 2h4l-.5 4 2.5 2.5V10H9v4l-1 1-1-1v-4H4V8.5L6.5 6z"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
      />
    </svg>
  );
}
