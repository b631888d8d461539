"use client";

// The browser half of ./navigation.ts: the Link component and the hooks, which need the page's params. A client
// module, so that server components can import ./navigation.ts (for Link, getPathname and redirect) as well.
import type { Route } from "next";
import NextLink from "next/link";
import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { forwardRef, useMemo, type ComponentProps } from "react";
import { localizedPath, unlocalizedPath, type PathTarget } from "./paths";
import { isLocale, routing, type Locale } from "./routing";

type Props = Omit<ComponentProps<typeof NextLink>, "href"> & { href: PathTarget; locale?: Locale };

/** next/link with the href put in the page's language (or `locale`'s). */
export const LocaleLink = forwardRef<HTMLAnchorElement, Props>(function LocaleLink({ href, locale, ...rest }, ref) {
  const current = useParamsLocale();
  const target = locale ?? current;
  return <NextLink ref={ref} href={localizedPath(href, target) as Route} hrefLang={locale && locale !== current ? locale : undefined} {...rest} />;
});

/** The page's language from its `[locale]` segment; the default outside it (the global not-found page). */
export function useParamsLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : routing.defaultLocale;
}

type Navigate = (href: PathTarget, options?: { locale?: Locale; scroll?: boolean }) => void;
export type LocaleRouter = Omit<ReturnType<typeof useNextRouter>, "push" | "replace" | "prefetch"> & {
  push: Navigate;
  replace: Navigate;
  prefetch: (href: PathTarget, options?: { locale?: Locale }) => void;
};

/** The current page's locale-less pathname ("/about-us" on /en/about-us). */
export function useLocalePathname(): string {
  return unlocalizedPath(useNextPathname());
}

/** next/navigation's router taking locale-less pages, sent in the current language unless `locale` says otherwise. */
export function useLocaleRouter(): LocaleRouter {
  const router = useNextRouter();
  const current = useParamsLocale();
  return useMemo(() => {
    // Typed as Next's Route: callers' hrefs are checked against the pages (./navigation.ts), and the prefix keeps them so.
    const path = (href: PathTarget, locale?: Locale) => localizedPath(href, locale ?? current) as Route;
    return {
      ...router,
      push: (href, { locale, ...options } = {}) => router.push(path(href, locale), options),
      replace: (href, { locale, ...options } = {}) => router.replace(path(href, locale), options),
      prefetch: (href, { locale } = {}) => router.prefetch(path(href, locale)),
    };
  }, [router, current]);
}
