// Free text from people: control characters are refused, with the `controlChars` message key. Nobody types them,
// they hide text from reviewers, and Postgres refuses NUL in a text column outright (a 500 before this check).
import { z } from "zod";

/** C0 controls, DEL and the C1 block. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same, except tab, line feed and carriage return, which multi-line texts (page bodies) legitimately hold. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARS = "controlChars";

export const hasControlChars = (value: string, { multiline = false } = {}) => (multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value);

/**
 * A string schema that refuses control characters before any other rule runs (`abort`: the visitor is told the
 * one thing that is wrong, not also "too short"). Chain `.trim()`, `.min()`… after it as usual.
 */
export function plainText(options: { multiline?: boolean; required?: boolean } = {}) {
  const base = options.required === false ? z.string() : z.string({ error: "required" });
  return base.refine((value) => !hasControlChars(value, options), { error: CONTROL_CHARS, abort: true });
}
