// CSV for spreadsheets (RFC 4180, CRLF lines, a UTF-8 byte order mark so Excel reads accents).
// Text that a spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed
// with a quote (OWASP "CSV injection"): shoppers type the queries exported here.

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null;

function cell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
