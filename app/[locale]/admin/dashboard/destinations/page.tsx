import { getTranslations } from "next-intl/server";
import { ChevronDown, EyeOff } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { DestinationForm } from "@/components/admin/content/destination-form";
import { Latin } from "@/components/ui/latin";
import { adminPageContext } from "@/lib/admin/page-context";
import { listAdminDestinations } from "@/lib/provider/admin-offers";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminContent"))("destinations.title"));

async function DestinationsPageBody({ params }: PageProps<"/[locale]/admin/dashboard/destinations">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/destinations");
  const [t, destinations] = await Promise.all([getTranslations("AdminContent.destinations"), listAdminDestinations(token, locale)]);
  const nextOrder = Math.min(
    999,
    destinations.reduce((max, d) => Math.max(max, d.sortOrder + 1), 0),
  );
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      {destinations.length === 0 ? <p className="mt-6 text-slate-600">{t("empty")}</p> : null}
      <ol className="mt-6 flex flex-col gap-3">
        {destinations.map((destination) => (
          <li key={`${destination.id}-${destination.updatedAt}`} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200/70">
            {/* Each card opens to its form: the list reads at a glance, one destination is edited at a time. */}
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center gap-4 rounded-2xl p-4 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                {destination.image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail of the stored picture
                  <img src={destination.image} alt="" className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-slate-200" />
                ) : (
                  <span aria-hidden className="size-12 shrink-0 rounded-lg bg-slate-100 ring-1 ring-slate-200" />
                )}
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="text-base font-bold text-slate-900">{locale === "ar" ? destination.cityAr : destination.cityEn}</span>
                  <Latin className="text-sm font-semibold text-muted">{destination.airportCode}</Latin>
                  <span className="text-sm text-slate-600">{locale === "ar" ? destination.countryAr : destination.countryEn}</span>
                  {destination.isActive ? null : (
                    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      <EyeOff aria-hidden className="size-3.5" />
                      {t("hidden")}
                    </span>
                  )}
                </span>
                <span className="text-sm text-slate-600">{t("position", { position: destination.sortOrder })}</span>
                <ChevronDown aria-hidden className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
              </summary>
              <div className="border-t border-slate-100 p-5 sm:p-6">
                <DestinationForm destination={destination} />
              </div>
            </details>
          </li>
        ))}
      </ol>
      <section aria-labelledby="destination-add" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
        <h2 id="destination-add" className="mb-4 text-lg font-bold text-slate-900">
          {t("add")}
        </h2>
        <DestinationForm key={nextOrder} destination={null} nextOrder={nextOrder} />
      </section>
    </main>
  );
}

export default adminPage(DestinationsPageBody);
