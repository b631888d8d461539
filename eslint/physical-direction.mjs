// Finds Tailwind utilities that name a physical side (left/right). They do not mirror in Arabic: `ml-2` stays on the
// left in a right-to-left page, where the design meant "before the text" (`ms-2`). Shared by the ESLint rule
// (class strings in .ts/.tsx) and scripts/check-rtl.mjs (`@apply` in CSS).
//
// The one exception: a utility under an `rtl:` or `ltr:` variant (or a `[dir=…]` arbitrary variant). There the
// author has said which direction it is for, e.g. `ltr:left-0 rtl:right-0` where no logical utility exists, or
// `rtl:-scale-x-100` on a directional icon. Everything else is refused in every spelling: bare (`ml-2`, `border-l`,
// `text-left`), behind any other variant (`sm:`, `hover:`, `[&>svg]:`), important (`!ml-2`, `ml-2!`), negative
// (`-ml-2`), with arbitrary values (`ml-[3px]`, `left-[10%]`, `ml-(--gap)`) and as arbitrary properties
// (`[margin-left:2px]`, `[left:0]`).

const SIDE = "(?:left|right)";
const VALUE = String.raw`(?:\d+(?:\.\d+)?(?:\/\d+)?|px|full|auto|screen|\[[^\]]+\]|\([^)]+\))`;

/** Utilities whose name carries the side; the value grammar keeps prose such as "left-to-right" out. */
const UTILITY = new RegExp(
  "^(?:" +
    [
      // margin, padding, scroll margin/padding: ml-2 mr-auto pl-px pr-[3px] scroll-ml-4
      `(?:scroll-)?[mp][lr]-${VALUE}`,
      // inset: left-0 right-1/2 left-[10%] left-full
      `${SIDE}-${VALUE}`,
      // border sides with or without width or colour: border-l border-r-2 border-l-slate-200
      `border-[lr](?:-[^\\s]+)?`,
      // radius on a side or corner: rounded-r rounded-l-lg rounded-tl-lg rounded-br-none
      `rounded-(?:[lr]|[tb][lr])(?:-[^\\s]+)?`,
      // alignment and flow
      `(?:text|float|clear)-${SIDE}`,
      // positions that name a side: origin-top-right bg-left object-right-top
      `(?:origin|bg|object)-(?:(?:top|bottom)-)?${SIDE}(?:-(?:top|bottom))?`,
    ].join("|") +
    ")$",
);

/** Arbitrary properties: [margin-left:2px] [left:0] [border-top-right-radius:4px] [text-align:left] [float:right]. */
const ARBITRARY_PROPERTY = new RegExp(
  String.raw`^\[(?:(?:margin|padding|border|scroll-margin|scroll-padding)-${SIDE}(?:-[a-z]+)?|${SIDE}|border-(?:top|bottom)-${SIDE}-radius|(?:text-align|float|clear):${SIDE}\b)(?::|\])`,
);

/** A physical utility's name left open before an interpolation: `ml-${size}` builds a class Tailwind cannot see. */
const OPEN_PREFIX = /^(?:scroll-)?[mp][lr]-$|^(?:left|right|border-[lr]|rounded-(?:[lr]|[tb][lr])|text|float)-$/;

/** Splits "sm:[&:hover]:ml-2" into its variants and the utility, ignoring colons inside brackets. */
function splitVariants(token) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if ((c === "]" || c === ")") && depth > 0) depth--;
    else if (c === ":" && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(token.slice(start));
  return { variants: parts.slice(0, -1), utility: parts[parts.length - 1] ?? "" };
}

function directionScoped(variants) {
  return variants.some((v) => v === "rtl" || v === "ltr" || /\[dir=["']?(?:rtl|ltr)/.test(v));
}

/** The utility without its important marks and negative sign: "!-ml-2" and "-ml-2!" → "ml-2". */
function bareUtility(utility) {
  return utility.replace(/^!/, "").replace(/!$/, "").replace(/^-/, "");
}

/** Whether one class token is a physical left/right utility (and not scoped to a direction). */
export function isPhysicalClass(token, { open = false } = {}) {
  const { variants, utility } = splitVariants(token);
  if (directionScoped(variants)) return false;
  const bare = bareUtility(utility);
  if (open) return OPEN_PREFIX.test(bare);
  return UTILITY.test(bare) || ARBITRARY_PROPERTY.test(bare);
}

/**
 * The physical utilities in a class string. With `openEnd`, the last token is followed by an interpolation
 * (a template literal's `ml-${x}`) and is also refused when it is a physical utility's name left open.
 */
export function findPhysicalClasses(text, { openEnd = false } = {}) {
  const tokens = text.split(/\s+/).filter(Boolean);
  const found = tokens.filter((token) => isPhysicalClass(token));
  const last = tokens[tokens.length - 1];
  if (openEnd && last && !/\s$/.test(text) && isPhysicalClass(last, { open: true })) found.push(`${last}\${…}`);
  return found;
}
