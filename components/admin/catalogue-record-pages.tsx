// The add and edit pages of the catalogue records that share one form (airports, companies, meals, transfers), made from the
// admin registry (lib/admin/catalogue.ts) and its form defaults: a page file names its resource and nothing else. A
// transfer's edit page also holds its pickup-slot overrides and its archive/restore, each written on its own.
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { CatalogueForm } from "@/components/admin/catalogue-form";
import { DeleteRecordLink } from "@/components/admin/delete-record-link";
import { TransferSale } from "@/components/admin/transfers/transfer-sale";
import { TransferSlots } from "@/components/admin/transfers/transfer-slots";
import type { CatalogueKey } from "@/lib/admin/catalogue";
import { airportValues, companyValues, mealValues, NEW_AIRPORT, NEW_COMPANY, NEW_MEAL, NEW_TRANSFER, transferValues } from "@/lib/admin/catalogue-defaults";
import { adminPageContext, recordId } from "@/lib/admin/page-context";
import { getCatalogueRecord } from "@/lib/provider/admin-catalogue";

type FormResource = Exclude<CatalogueKey, "planes">;

const LIST_PATH = {
  airports: "/admin/dashboard/airports",
  companies: "/admin/dashboard/companies",
  meals: "/admin/dashboard/meals",
  transfers: "/admin/dashboard/transfers",
} as const satisfies Record<FormResource, string>;

/** A record's form values, and a new record's. */
async function formValues(resource: FormResource, token: string, locale: "ar" | "en", id: number) {
  switch (resource) {
    case "airports": {
      const r = await getCatalogueRecord("airports", token, locale, id);
      return r && { id: r.id, name: locale === "ar" ? r.nameAr : r.nameEn, values: airportValues(r) };
    }
    case "companies": {
      const r = await getCatalogueRecord("companies", token, locale, id);
      return r && { id: r.id, name: locale === "ar" ? r.nameAr : r.nameEn, values: companyValues(r) };
    }
    case "meals": {
      const r = await getCatalogueRecord("meals", token, locale, id);
      return r && { id: r.id, name: locale === "ar" ? r.nameAr : r.nameEn, values: mealValues(r) };
    }
    case "transfers": {
      const r = await getCatalogueRecord("transfers", token, locale, id);
      return (
        r && {
          id: r.id,
          name: `${r.airportCode} – ${locale === "ar" ? r.areaAr : r.areaEn} (${locale === "ar" ? r.vehicleAr : r.vehicleEn})`,
          values: transferValues(r),
          // Its pickup-slot overrides and its sale (archive or restore) are written on their own, under the form.
          extras: (
            <>
              <TransferSlots transfer={r} />
              <TransferSale id={r.id} archived={r.archived} bookingCount={r.bookingCount} />
            </>
          ),
        }
      );
    }
  }
}

const BLANK = { airports: NEW_AIRPORT, companies: NEW_COMPANY, meals: NEW_MEAL, transfers: NEW_TRANSFER } as const;

/** The add page's body: an empty form that goes back to the list once saved. */
export async function CatalogueAddBody({ resource, params }: { resource: FormResource; params: Promise<{ locale: string }> }) {
  const list = LIST_PATH[resource];
  await adminPageContext(params, `${list}/add`);
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t(`${resource}.add`)} back={{ href: list, label: t("backToList") }} />
      <CatalogueForm resource={resource} id={null} initial={BLANK[resource]} listPath={list} />
    </main>
  );
}

/** The edit page's body: the record's form and its delete link; an unknown or malformed id is a 404. */
export async function CatalogueEditBody({ resource, params }: { resource: FormResource; params: Promise<{ locale: string; id: string }> }) {
  const list = LIST_PATH[resource];
  const raw = (await params).id;
  const { locale, token } = await adminPageContext(params, `${list}/edit/${raw}`);
  const id = recordId(raw);
  const record = id === null ? null : await formValues(resource, token, locale, id);
  if (!record) notFound();
  const t = await getTranslations("AdminCatalogue");
  return (
    <main>
      <AdminPageHeader title={t(`${resource}.edit`)} back={{ href: list, label: t("backToList") }} />
      <CatalogueForm resource={resource} id={record.id} initial={record.values} listPath={list} />
      {"extras" in record ? record.extras : null}
      <DeleteRecordLink resource={resource} id={record.id} name={record.name} listPath={list} />
    </main>
  );
}
