// An account's state as a badge (locked, email unconfirmed, active) and its role when it is an admin.
import { useTranslations } from "next-intl";
import type { AdminCustomer } from "@/provider/contracts/admin-customers";
import { Badge } from "@/components/reservations/status-badges";

export function customerState(customer: Pick<AdminCustomer, "lockedAt" | "emailConfirmed">) {
  return customer.lockedAt ? "locked" : customer.emailConfirmed ? "active" : "unconfirmed";
}

export function CustomerStateBadges({ customer }: { customer: Pick<AdminCustomer, "lockedAt" | "emailConfirmed" | "role"> }) {
  const t = useTranslations("AdminCustomers");
  const state = customerState(customer);
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge tone={state === "locked" ? "danger" : state === "unconfirmed" ? "warning" : "success"}>{t(`states.${state}`)}</Badge>
      {customer.role === "Admin" ? <Badge tone="info">{t("admin")}</Badge> : null}
    </span>
  );
}
