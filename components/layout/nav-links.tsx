"use client";

import { useLayoutText } from "@/components/i18n/layout-text";
import { SoonLink } from "@/components/ui/soon-link";
import { NAV_ITEMS } from "./nav-items";
import { useCurrentPath } from "./use-current-path";

type Props = {
  /** "bar" for the desktop navbar, "list" for the drawer. */
  layout: "bar" | "list";
  onNavigate?: () => void;
};

/**
 * The five destinations, the current one marked. Their icons are CSS masks (app/styles/icons.css): drawn here, they add
 * neither an SVG to the HTML nor elements to the server navbar's React payload.
 */
export function NavLinks({ layout, onNavigate }: Props) {
  const t = useLayoutText("Nav");
  const { pathname, params } = useCurrentPath();
  return (
    <ul className={layout === "bar" ? "flex items-center gap-0.5 lg:gap-1" : "flex flex-col gap-1"}>
      {NAV_ITEMS.map(({ key, href, icon, matches }) => {
        const active = matches(pathname, params);
        return (
          <li key={key}>
            <SoonLink
              href={href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={
                layout === "bar"
                  ? `inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold transition-colors ${
                      active ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                    }`
                  : `flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold transition-colors ${
                      active ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
                    }`
              }
            >
              <span aria-hidden className={`ico ${icon} ${layout === "bar" ? "hidden lg:block" : "size-5 text-brand-600"}`} />
              {t(key)}
            </SoonLink>
          </li>
        );
      })}
    </ul>
  );
}
