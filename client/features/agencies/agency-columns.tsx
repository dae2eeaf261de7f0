// The results table (SPEC §2): Name, ID, Location, the row's actions (kept in view before the
// open-ended fields), then one column per other field that holds something in at least one
// result, each cell cut at 50 characters (the full text is in the cell's title, the filter
// and the CSV).
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Agency } from '@shared/schemas';
import { shortId } from '../../lib/format';
import {
  agencyLocation,
  fieldLabel,
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
    accessorFn: (agency) => fieldText(agency[key]),
    sortingFn: 'alphanumeric',
    cell: ({ row }) => {
      const value = row.original[key];
      if (isEmptyValue(value)) return null;
      return (
        <span className="agencies-cell" title={fieldText(value)}>
          {truncatedFieldText(value)}
        </span>
      );
    },
    meta: { label, csvHeader: key },
    size: widthFor(
      [headerText(label), ...agencies.map((agency) => truncatedFieldText(agency[key]))],
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
      size: widthFor(
        agencies.map((agency) => agency.name),
        160,
        380,
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
    ...otherFieldKeys(agencies).map((key) => fieldColumn(key, agencies)),
  ];
}
