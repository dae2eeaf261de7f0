// The results table (SPEC §2): Name, ID, Location, then one column per other field that holds
// something in at least one result, each cell cut at 50 characters (the full text is in the
// cell's title), and the row's actions last, as on every other list. Only the first few other
// fields are shown until asked for (Columns menu): 13 columns did not fit any screen.
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Agency } from '@shared/schemas';
import { shortId } from '../../lib/format';
import {
  agencyLocation,
  fieldLabel,
  fieldSummary,
  fieldText,
  isEmptyValue,
  otherFieldKeys,
  truncatedFieldText,
} from './agency-fields';

/** Column ids of the other fields are prefixed so a field called 'location' cannot clash. */
export const FIELD_COLUMN_PREFIX = 'field:';

// Rows are one line high: a column is as wide as its longest (already cut) text, within limits.
// An estimate (no text measuring): ~8.6 px a character at the table's font, 9.4 when bold.
const CHAR_PX = 8.6;
const BOLD_CHAR_PX = 9.4;
const CELL_PADDING_PX = 34;
/** Room for a header's sort icon, in characters. */
const HEADER_EXTRA = 3;
function widthFor(
  texts: readonly string[],
  min: number,
  max: number,
  charPx: number = CHAR_PX,
): number {
  const longest = texts.reduce((most, text) => Math.max(most, text.length), 0);
  return Math.round(Math.min(max, Math.max(min, longest * charPx + CELL_PADDING_PX)));
}
const headerText = (label: string) => label + ' '.repeat(HEADER_EXTRA);

function fieldColumn(key: string, agencies: readonly Agency[]): ColumnDef<Agency, unknown> {
  const label = fieldLabel(key);
  return {
    id: `${FIELD_COLUMN_PREFIX}${key}`,
    header: label,
    accessorFn: (agency) => fieldSummary(agency[key], key),
    sortingFn: 'alphanumeric',
    cell: ({ row }) => {
      const value = row.original[key];
      if (isEmptyValue(value)) return null;
      return (
        <span className="agencies-cell" title={fieldSummary(value, key)}>
          {truncatedFieldText(value, key)}
        </span>
      );
    },
    // The CSV keeps the value itself (a number without separators, an object as JSON).
    meta: {
      label,
      csvHeader: key,
      csv: (agency) => fieldText(agency[key]),
      filterValue: (agency) => fieldSummary(agency[key], key),
    },
    size: widthFor(
      [headerText(label), ...agencies.map((agency) => truncatedFieldText(agency[key], key))],
      90,
      470,
    ),
  };
}

export function agencyColumns(
  agencies: readonly Agency[],
  renderActions: (agency: Agency) => ReactNode,
): ColumnDef<Agency, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (agency) => agency.name,
      sortingFn: 'alphanumeric',
      cell: ({ row }) => (
        <span className="agencies-name" title={row.original.name}>
          {row.original.name}
        </span>
      ),
      enableHiding: false,
      // A longer name ends in an ellipsis (the whole name is its title and on its card).
      size: widthFor(
        agencies.map((agency) => agency.name),
        160,
        260,
        BOLD_CHAR_PX,
      ),
    },
    {
      id: 'id',
      header: 'ID',
      accessorFn: (agency) => agency.id,
      cell: ({ row }) => (
        <code className="agencies-id" title={row.original.id}>
          {shortId(row.original.id)}
        </code>
      ),
      size: 110,
    },
    {
      id: 'location',
      header: 'Location',
      accessorFn: (agency) => agencyLocation(agency),
      size: widthFor([headerText('Location'), ...agencies.map(agencyLocation)], 100, 280),
    },
    ...otherFieldKeys(agencies).map((key) => fieldColumn(key, agencies)),
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <div className="data-table__actions">{renderActions(row.original)}</div>,
      enableSorting: false,
      enableHiding: false,
      enableGlobalFilter: false,
      meta: { csvExclude: true, className: 'data-table__actions-cell' },
      size: 140,
    },
  ];
}

/**
 * Other fields shown before the user asks for more in the Columns menu. Two, so that the demo's
 * results fit the ~990 px a 1280 px window leaves a list (with three, Phone was cut and Actions
 * sat past a 224 px sideways scroll); a list that still needs more room opens as cards.
 */
export const SHOWN_FIELD_COLUMNS = 2;

/** The field columns hidden at first: every other field after the first SHOWN_FIELD_COLUMNS. */
export function defaultHiddenAgencyColumns(agencies: readonly Agency[]): string[] {
  return otherFieldKeys(agencies)
    .slice(SHOWN_FIELD_COLUMNS)
    .map((key) => `${FIELD_COLUMN_PREFIX}${key}`);
}
