// Navigation in the page's language: Link, redirect, router and pathname taking locale-less paths ("/about-us",
// "/flight/42") and putting them in the current language (./paths.ts). The same API as next-intl's createNavigation,
// written here on next/link and next/navigation: next-intl's helpers read the locale from its client provider, which
// would put use-intl into every page's first load, cached pages included. `href` is narrowed to the app's pages
// (./typed-routes.ts), so a link to a page that does not exist fails `tsc`.
import type { Route } from "next";
import { redirect as nextRedirect } from "next/navigation";
import type { ComponentProps, ForwardRefExoticComponent, RefAttributes } from "react";
import { LocaleLink, useLocalePathname, useLocaleRouter, useParamsLocale, type LocaleRouter } from "./client-navigation";
import { localizedPath } from "./paths";
import type { Locale } from "./routing";
import type { Href } from "./typed-routes";

type LinkProps = Omit<ComponentProps<typeof LocaleLink>, "href" | "ref"> & { href: Href };
type Navigate = (href: Href, options?: { locale?: Locale; scroll?: boolean }) => void;
export type TypedRouter = Omit<LocaleRouter, "push" | "replace" | "prefetch"> & {
  push: Navigate;
  replace: Navigate;
  prefetch: (href: Href, options?: { locale?: Locale }) => void;
};
type Target = { href: Href; locale: Locale; forcePrefix?: boolean };

export const Link = LocaleLink as ForwardRefExoticComponent<LinkProps & RefAttributes<HTMLAnchorElement>>;

/** The path of a page in a language: `getPathname({ href: "/about-us", locale: "en" })` → "/en/about-us". */
export function getPathname({ href, locale, forcePrefix }: Target): string {
  return localizedPath(href, locale, forcePrefix);
}

/** next/navigation's redirect to a page in a language (server components, route handlers, server actions). */
export function redirect(target: Target, type?: Parameters<typeof nextRedirect>[1]): never {
  return nextRedirect(getPathname(target) as Route, type);
}

/** The page's language (client components): its `[locale]` segment. */
export const useLocale = useParamsLocale;

/** The current page's locale-less pathname ("/about-us" on /en/about-us). Client components. */
export const usePathname = useLocalePathname;

/** The router with page paths checked and put in the current language. Client components. */
export const useRouter = useLocaleRouter as () => TypedRouter;
