// Which keys of which namespaces a page hands its client islands (issue 27, "send less"): a whole namespace rode on every
// page for the few keys its islands read (129 Validation keys where the flight search form can show 16). Each island
// names its keys in a `*-messages.ts` module beside it; tests/i18n/page-namespaces.test.ts finds the keys the islands'
// source reads and holds every page's pick to them, and tests/i18n/validation-codes.test.ts does the same for the
// error codes a form can show.
import type messages from "@/messages/en.json";

type IntlMessages = typeof messages;
export type Namespace = keyof IntlMessages;

/** Every key of a namespace, and every subtree ("codes" picks `codes.*` whole), as a dotted path. */
type KeyPath<T> = T extends string ? never : { [K in keyof T & string]: T[K] extends string ? K : K | `${K}.${KeyPath<T[K]>}` }[keyof T & string];

/** Key paths per namespace: what an island reads, or what a page sends. */
export type MessagePick = { readonly [N in Namespace]?: readonly KeyPath<IntlMessages[N]>[] };

/** One pick holding every key of the given ones (a page's islands). */
export function mergePicks(...picks: MessagePick[]): MessagePick {
  const merged: Record<string, Set<string>> = {};
  for (const pick of picks)
    for (const [namespace, keys] of Object.entries(pick)) for (const key of keys as string[]) (merged[namespace] ??= new Set()).add(key);
  return Object.fromEntries(Object.entries(merged).map(([namespace, keys]) => [namespace, [...keys].sort()])) as MessagePick;
}

type Tree = { [key: string]: string | Tree };

/** The part of `all` (a locale's catalogue) that `pick` names: each path's message, or its subtree whole. */
export function applyPick(all: Record<string, unknown>, pick: MessagePick): Record<string, Tree> {
  const out: Record<string, Tree> = {};
  for (const [namespace, keys] of Object.entries(pick)) {
    const source = all[namespace] as Tree | undefined;
    if (!source) continue;
    const target: Tree = (out[namespace] = {});
    for (const key of keys as string[]) {
      const parts = key.split(".");
      let from: string | Tree | undefined = source;
      let to = target;
      parts.forEach((part, i) => {
        from = typeof from === "object" ? from[part] : undefined;
        if (from === undefined) return;
        if (i === parts.length - 1) to[part] = from;
        else to = (typeof to[part] === "object" ? to[part] : (to[part] = {})) as Tree;
      });
    }
  }
  return out;
}

/**
 * Where a form's error codes (Validation keys) come from, for tests/i18n/validation-codes.test.ts: `form`, the island's
 * module; `sources`, every module whose codes can reach it (its schema's contracts, the app's own checks, the provider's
 * service that answers with `fields`); `notShown`, the codes of those modules the form never shows, each with why.
 * Every other code of the sources is in the form's `Validation` pick. `otherContracts`: the contract modules the
 * sources import that spell codes but lend the form no rule (response schemas, another form's pieces), each with why.
 */
export type FormCodes = {
  form: string;
  sources: readonly string[];
  notShown: Readonly<Record<string, string>>;
  otherContracts?: Readonly<Record<string, string>>;
};

/**
 * The account forms' own codes (provider/contracts/accounts.ts) that no booking form shows: a booking borrows only the
 * email and phone schemas of accounts.ts. Both booking forms' `notShown` spread it.
 */
export const ACCOUNT_ONLY_CODES: Readonly<Record<string, string>> = Object.fromEntries(
  ["invalidToken", "passwordMin", "passwordMax", "passwordUpper", "passwordLower", "passwordDigit", "passwordSpecial", "passwordMismatch", "termsRequired"].map(
    (code) => [code, "the account forms' rules (accounts.ts lends the booking only its email and phone schemas)"],
  ),
);
