// The results table (SPEC §2): Name, ID, Location, then one column per other field that holds
// something in at least one result, each cell cut at 50 characters (the full text is in the
// cell's title, the filter and the CSV).
import type { ColumnDef } from '@tanstack/react-table';
import type { Agency } from '../../../shared/schemas';
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

function fieldColumn(key: string): ColumnDef<Agency, unknown> {
  return {
    id: `${FIELD_COLUMN_PREFIX}${key}`,
    header: fieldLabel(key),
    accessorFn: (agency) => fieldText(agency[key]),
    sortingFn: 'alphanumeric',
    cell: ({ row }) => {
      const value = row.original[key];
      if (isEmptyValue(value)) return null;
      const full = fieldText(value);
      const shown = truncatedFieldText(value);
      return (
        <span className="agencies-cell" title={shown === full ? undefined : full}>
          {shown}
        </span>
      );
    },
    meta: { label: fieldLabel(key), csvHeader: key },
    size: 170,
  };
}

export function agencyColumns(agencies: readonly Agency[]): ColumnDef<Agency, unknown>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (agency) => agency.name,
      sortingFn: 'alphanumeric',
      cell: ({ row }) => <span className="agencies-name">{row.original.name}</span>,
      enableHiding: false,
      size: 240,
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
      size: 150,
    },
    ...otherFieldKeys(agencies).map(fieldColumn),
  ];
}
