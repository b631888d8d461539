"use client";

import { useTranslations } from "next-intl";
import { SoonLink } from "@/components/ui/soon-link";
import { NAV_ITEMS } from "./nav-items";
import { useCurrentPath } from "./use-current-path";

/** The five destinations; `layout="bar"` for the desktop navbar, `"list"` for the drawer. */
export function NavLinks({ layout, onNavigate }: { layout: "bar" | "list"; onNavigate?: () => void }) {
  const t = useTranslations("Nav");
  const { pathname, params } = useCurrentPath();
  return (
    <ul className={layout === "bar" ? "flex items-center gap-0.5 lg:gap-1" : "flex flex-col gap-1"}>
      {NAV_ITEMS.map(({ key, icon: Icon, href, matches }) => {
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
              <Icon aria-hidden className={layout === "bar" ? "hidden size-4 lg:block" : "size-5 text-brand-600"} />
              {t(key)}
            </SoonLink>
          </li>
        );
      })}
    </ul>
  );
}
