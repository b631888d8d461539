// A CSV file that Excel opens right in Arabic: UTF-8 with a byte order mark (without it Excel reads the bytes as the
// machine's ANSI code page and Arabic turns to mojibake), CRLF line ends, every field that needs it quoted (RFC 4180),
// and no formula injection: a text cell starting with = + - @ (or a tab or CR) is written with a leading apostrophe,
// so a traveller's or a hotel's name can never run as a formula on the operator's machine. Numbers are written bare.

/** A numeric cell, written as is (it is checked to be a plain decimal, so nothing else can pass as one). */
export type NumberCell = { number: string };
export type Cell = string | NumberCell;

export const BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export const num = (value: string | number): NumberCell => ({ number: String(value) });

function field(cell: Cell): string {
  if (typeof cell !== "string") {
    if (!/^-?\d+(\.\d+)?$/.test(cell.number)) throw new Error(`not a plain decimal: ${cell.number}`);
    return cell.number;
  }
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text: the BOM, then each row on a line ending in CRLF. */
export function csvText(rows: Cell[][]): string {
  return BOM + rows.map((row) => row.map(field).join(",") + "\r\n").join("");
}
