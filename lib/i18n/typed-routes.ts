// The app's pages as lib/i18n/navigation.ts addresses them: locale-less paths ("/about-us", "/flight/42"), derived from
// the routes Next generates with `typedRoutes` (`next typegen`, run before `tsc` in `npm test`). A link, push or
// redirect to a page that does not exist fails the type check.
import type { AppRoutes } from "@/.next/types/routes";

/** "/[locale]/flight/[id]" → "/flight/[id]": the locale prefix is next-intl's business. */
type WithoutLocale<R> = R extends "/[locale]" ? "/" : R extends `/[locale]${infer Rest}` ? Rest : never;

/** "/flight/[id]/booking" → `/flight/${string}/booking` (a template type cannot keep "/" out of the segment). */
type Filled<P extends string> = P extends `${infer Head}[${string}]${infer Tail}` ? `${Head}${string}${Filled<Tail>}` : P;

/** The pages' patterns, e.g. "/flight/[id]/booking". */
export type PagePattern = WithoutLocale<AppRoutes>;

/** A path to a page, e.g. "/flight/42/booking". */
export type PagePath = Filled<PagePattern>;

type Query = Record<string, string | number | boolean | ReadonlyArray<string | number | boolean>>;

/** What Link, redirect, router.push and getPathname accept: a page path, with a query or hash, or as an object. */
export type Href = PagePath | `${PagePath}${"?" | "#"}${string}` | { pathname: PagePath; query?: Query };

type ParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Tail}` ? Name | ParamNames<Tail> : never;

/**
 * Builds a page's path from its pattern with each parameter encoded: `pagePath("/flight/[id]", { id })`. Use it
 * for paths built from data, where a template literal would not be checked against the pages.
 */
export function pagePath<P extends PagePattern>(pattern: P, params: Record<ParamNames<P>, string | number>): Filled<P> {
  return pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name]))) as Filled<P>;
}

/**
 * A path that was checked at run time instead (a `?redirect=` target after safeRedirect, a path read from the URL):
 * typed routes cannot know it, so this is the one place such a string becomes an Href.
 */
export function checkedPath(path: string): Href {
  return path as Href;
}
