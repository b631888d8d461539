import { Building2, Mail, MessageCircle, Phone } from "lucide-react";
import { useTranslations } from "next-intl";
import type { TaxiSupplierView } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { Latin, Ltr } from "@/components/ui/latin";

const link = "font-medium text-brand-700 underline underline-offset-2 print:text-black print:no-underline";
const icon = "size-4 shrink-0 text-muted print:hidden";

/**
 * Who drives the transfer and how to reach them on the day (Welcome Pickups' and Blacklane's vouchers): the phone as
 * a tel: link kept left to right in Arabic, WhatsApp and email when given. Before payment the provider sends no
 * contact, and the traveller is told when it comes.
 */
export function TaxiSupplierContact({ supplier }: { supplier: TaxiSupplierView | null }) {
  const t = useTranslations("StayReservations");
  if (!supplier) return <p className="text-sm text-slate-700 print:text-black">{t("supplierNone")}</p>;
  const c = supplier.contact;
  return (
    <div className="flex flex-col gap-2 text-sm text-slate-800 print:text-black" data-testid="taxi-supplier">
      <p className="flex items-center gap-2">
        <Building2 aria-hidden className={icon} />
        <span className="text-muted print:text-black">{t("supplierTitle")}</span>
        <bdi className="font-semibold">{supplier.name}</bdi>
      </p>
      {c ? (
        <ul className="flex flex-col gap-2">
          <li className="flex items-center gap-2">
            <Phone aria-hidden className={icon} />
            <span className="text-muted print:text-black">{t("supplierPhone")}</span>
            <a href={`tel:${c.phone}`} className={link} data-testid="supplier-phone">
              <Ltr>{c.phone}</Ltr>
            </a>
          </li>
          {c.whatsapp ? (
            <li className="flex items-center gap-2">
              <MessageCircle aria-hidden className={icon} />
              <span className="text-muted print:text-black">{t("supplierWhatsapp")}</span>
              <a href={`https://wa.me/${c.whatsapp.replace(/\D/g, "")}`} className={link} aria-label={`${t("supplierWhatsappLink")} ${c.whatsapp}`}>
                <Ltr>{c.whatsapp}</Ltr>
              </a>
            </li>
          ) : null}
          {c.email ? (
            <li className="flex min-w-0 items-center gap-2">
              <Mail aria-hidden className={icon} />
              <span className="text-muted print:text-black">{t("supplierEmail")}</span>
              <a href={`mailto:${c.email}`} className={`${link} break-all`}>
                <Latin>{c.email}</Latin>
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="text-slate-700 print:text-black">{t("supplierContactLater")}</p>
      )}
    </div>
  );
}
