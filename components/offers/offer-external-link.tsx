import { getTranslations } from "next-intl/server";

/**
 * The offer's own page at its provider (an absolute http(s) URL, checked by the mapper): opened in a new tab without
 * handing this page to the other site (noopener) nor telling it where the visitor came from (noreferrer).
 */
export async function OfferExternalLink({ href, provider }: { href: string; provider: string }) {
  const t = await getTranslations("Offers");
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-external
      className="flex items-center justify-center gap-2 rounded-xl border border-brand-700 px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {t("externalBooking")}
      <span className="sr-only"> {t("externalBookingHint", { provider })}</span>
      <svg aria-hidden viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-4 shrink-0 rtl:-scale-x-100">
        <path
          d="M8 4H4.5A1.5 1.5 0 0 0 3 5.5v10A1.5 1.5 0 0 0 4.5 17h10a1.5 1.5 0 0 0 1.5-1.5V12M11 3h6v6M17 3l-8 8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
