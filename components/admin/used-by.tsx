import { getTranslations } from "next-intl/server";

/** How many flights (or, for a transfer, bookings) use a record; a record in use cannot be deleted, so it is marked. */
export async function UsedBy({ count, by = "flights" }: { count: number; by?: "flights" | "bookings" }) {
  const t = await getTranslations("AdminCatalogue");
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${count > 0 ? "bg-brand-50 text-brand-800" : "bg-slate-100 text-slate-600"}`}>
      {by === "bookings" ? t("usedByBookings", { count }) : t("usedBy", { count })}
    </span>
  );
}
