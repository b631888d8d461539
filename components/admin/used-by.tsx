import { getTranslations } from "next-intl/server";

/** How many flights use a record; a record in use cannot be deleted, so it is marked. */
export async function UsedBy({ count }: { count: number }) {
  const t = await getTranslations("AdminCatalogue");
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${count > 0 ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-600"}`}>
      {t("usedBy", { count })}
    </span>
  );
}
