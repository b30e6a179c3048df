type Cell = string | number | boolean;

/**
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe: queries and comments come from readers.
 */
function cell(value: Cell): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
