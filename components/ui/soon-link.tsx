"use client";

import type { ComponentProps, ReactNode } from "react";
import { useLayoutText } from "@/components/i18n/layout-text";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";

type Props = Omit<ComponentProps<typeof Link>, "href"> & { href: Href | null; children: ReactNode };

/**
 * A link to a page a later issue builds (hotels, chalets, taxis, offers, admin sections). Until the page exists
 * (`href` null) it is plain text marked "Soon" (like the footer's entries), never a link that answers 404.
 */
export function SoonLink({ href, children, className, ...rest }: Props) {
  const t = useLayoutText("Nav");
  if (href) {
    return (
      <Link href={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <span data-soon className={`${className ?? ""} cursor-default`}>
      {children}
      <span className="w-fit rounded-full bg-sand-200 px-2 py-0.5 text-[0.68rem] font-semibold text-brand-900">{t("soon")}</span>
    </span>
  );
}
