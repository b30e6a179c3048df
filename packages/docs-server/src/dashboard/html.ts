/** Text for HTML: every reader-supplied string (queries, URLs, comments) goes through here, so none becomes markup. */
export const escapeHtml = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside `<script type="application/json">`: `<` escaped, so no `</script>` can close it early. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export interface Column<T> {
  readonly title: string;
  readonly cell: (row: T) => string | number;
  /** Numbers right-aligned. */
  readonly numeric?: boolean;
  /** The cell is already HTML built from escaped parts. */
  readonly html?: boolean;
}

export function table<T>(caption: string, columns: readonly Column<T>[], rows: readonly T[]): string {
  if (rows.length === 0) return `<p class="empty">No data in this period.</p>`;
  const head = columns.map((c) => `<th scope="col"${c.numeric ? ' class="num"' : ''}>${escapeHtml(c.title)}</th>`);
  const body = rows.map(
    (row) =>
      `<tr>${columns
        .map((c) => {
          const value = c.cell(row);
          return `<td${c.numeric ? ' class="num"' : ''}>${c.html ? String(value) : escapeHtml(value)}</td>`;
        })
        .join('')}</tr>`,
  );
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}
