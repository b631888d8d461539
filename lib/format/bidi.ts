// Bidi isolation for plain strings (page titles, aria-labels, tooltips, values interpolated into messages), where
// no <bdi> element can be used: the Unicode isolate controls do in text what <bdi dir> does in markup.

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";

/** A Latin fragment (code, route "RUH → JED", reference) that keeps its left-to-right order inside Arabic text. */
export function ltrIsolate(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/** Text of unknown script (a name the person typed) that must not reorder what surrounds it. */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}
