// The parts of a customer's page in the back office: their account's details, and what an admin can do to it.
// Server components; times in Riyadh.
import type { ReactNode } from "react";
import { getFormatter, getTranslations } from "next-intl/server";
import type { AdminCustomer } from "@/provider/contracts/admin-customers";
import { clockDateTime } from "@/lib/format/clock";
import { Link } from "@/lib/i18n/navigation";
import { Latin } from "@/components/ui/latin";
import { CustomerLockButton, ResendConfirmationButton } from "./customer-actions";
import { CustomerStateBadges } from "./customer-state";

const RIYADH = "Asia/Riyadh";
const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70";

export async function CustomerAccount({ customer }: { customer: AdminCustomer }) {
  const [t, tb, format] = await Promise.all([getTranslations("AdminCustomers"), getTranslations("AdminBookings"), getFormatter()]);
  const rows: [string, ReactNode][] = [
    [tb("accountName"), <bdi key="name">{customer.name}</bdi>],
    [tb("email"), <Latin key="email">{customer.email}</Latin>],
    [tb("phone"), <Latin key="phone">{customer.phone}</Latin>],
    [t("state"), <CustomerStateBadges key="state" customer={customer} />],
    [t("joined"), clockDateTime(format, customer.createdAt, RIYADH)],
    ...(customer.lockedAt ? ([[t("lockedSince"), clockDateTime(format, customer.lockedAt, RIYADH)]] as [string, ReactNode][]) : []),
  ];
  return (
    <section aria-labelledby="customer-account" className={card}>
      <h2 id="customer-account" className="mb-3 text-base font-bold text-slate-900">
        {tb("account")}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** `self`: the admin's own account, which cannot be locked (the provider refuses it too). */
export async function CustomerActions({ customer, self }: { customer: AdminCustomer; self: boolean }) {
  const [t, tb] = await Promise.all([getTranslations("AdminCustomers"), getTranslations("AdminBookings")]);
  return (
    <section aria-labelledby="customer-actions" className={card}>
      <h2 id="customer-actions" className="mb-3 text-base font-bold text-slate-900">
        {t("actions")}
      </h2>
      <div className="flex flex-col gap-4 text-sm">
        <div className="flex flex-col gap-2">
          <p className="text-slate-600">{customer.lockedAt ? t("unlockIntro") : t("lockIntro")}</p>
          {self ? <p className="text-slate-600">{t("selfNote")}</p> : <CustomerLockButton customer={customer} />}
        </div>
        {customer.emailConfirmed ? null : (
          <div className="flex flex-col gap-2">
            <p className="text-slate-600">{t("resendIntro")}</p>
            <ResendConfirmationButton customer={customer} />
          </div>
        )}
        <Link
          href={{ pathname: "/admin/dashboard/audit", query: { entity: "account", entityId: customer.id } }}
          className="w-fit font-semibold text-brand-800 hover:underline"
        >
          {tb("auditLink")}
        </Link>
      </div>
    </section>
  );
}
