/**
 * The console's CSV downloads (audit trail, reports): one place for quoting. A header row, CRLF line ends,
 * UTF-8 text as it is.
 */

/** A text cell: quoted always; a leading = + - @ is defused so a spreadsheet never runs a cell as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows under a header; numbers are written plain (`-250`, not quoted or defused), so a sheet sums them. */
export function csvTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => (typeof value === 'number' ? String(value) : csvCell(value));
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
