import { ArrowRight, CarTaxiFront } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import { buttonClasses } from "@/components/ui/button-classes";

/**
 * Under a flight's e-ticket, not printed: a taxi from the arrival airport, its search prefilled with the landing
 * time and the party (the link is built in lib/provider/taxis.ts from the ticket).
 */
export async function TaxiFromAirport({ href, airport }: { href: Href; airport: string }) {
  const t = await getTranslations("Taxis");
  return (
    <aside
      aria-labelledby="taxi-from-airport"
      className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:p-5 print:hidden"
    >
      <CarTaxiFront aria-hidden className="size-8 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <h2 id="taxi-from-airport" className="font-semibold text-slate-900">
          {t("ticketLinkTitle", { airport })}
        </h2>
        <p className="text-sm text-slate-700">{t("ticketLinkBody")}</p>
      </div>
      <Link href={href} className={buttonClasses("primary", "md", "shrink-0")}>
        {t("ticketLink")}
        <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
      </Link>
    </aside>
  );
}
