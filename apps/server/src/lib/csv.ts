/** A cell as exports hand it over: text, a number, a yes/no flag, or nothing. */
export type CsvCell = string | number | boolean | null | undefined;

/** Spreadsheets run a cell that starts with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that a spreadsheet would read as a formula gets a leading ', then RFC 4180 quoting. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV document (RFC 4180: CRLF line ends, quoted fields where needed) with a header row.
 * A byte-order mark leads so Excel opens UTF-8 names (Hindi, accents) correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
