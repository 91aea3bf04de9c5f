import type { DataTableColumn } from '../../../ui/data-table.tsx';
import { useAnalyticsFormat } from '../format.ts';

/** The keys of `Row` whose values are `Value`. */
type KeysOf<Row, Value> = { [Key in keyof Row]: Row[Key] extends Value ? Key : never }[keyof Row] & string;

/**
 * The sortable, right-aligned figure columns of the report tables: counts in the UI language,
 * and rates as percentages (`–` when there was nothing to divide by).
 */
export function useReportColumns<Row>() {
  const format = useAnalyticsFormat();
  return {
    count: <Key extends KeysOf<Row, number>>(key: Key, header: string): DataTableColumn<Row, Key> => ({
      key,
      header,
      cell: (row) => format.number(row[key] as number),
      numeric: true,
      sortable: true,
    }),
    rate: <Key extends KeysOf<Row, number | null>>(key: Key, header: string): DataTableColumn<Row, Key> => ({
      key,
      header,
      cell: (row) => {
        const value = row[key] as number | null;
        return value === null ? '–' : format.rate(value);
      },
      numeric: true,
      sortable: true,
    }),
  };
}
