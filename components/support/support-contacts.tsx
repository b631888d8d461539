import { Mail, Phone } from "lucide-react";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { supportContacts } from "@/lib/support/contacts";

/** The support email and phone as links. Read at request time: the configuration is the running server's, not the build's. */
export async function SupportContacts() {
  await connection();
  const [t, { email, phone }] = await Promise.all([getTranslations("Support"), supportContacts()]);
  const tel = phone.replace(/[^\d+]/g, "");
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <div>
        <dt className="sr-only">{t("emailUs")}</dt>
        <dd className="flex items-center gap-3">
          <Mail aria-hidden className="size-5 shrink-0 text-brand-700" />
          <a href={`mailto:${email}`} dir="ltr" className="font-semibold text-brand-700 hover:underline">
            {email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="sr-only">{t("callUs")}</dt>
        <dd className="flex items-center gap-3">
          <Phone aria-hidden className="size-5 shrink-0 text-brand-700" />
          <span>
            <a href={`tel:${tel}`} dir="ltr" className="font-semibold text-brand-700 hover:underline">
              {phone}
            </a>
            <span className="block text-xs text-muted">{t("hours")}</span>
          </span>
        </dd>
      </div>
    </dl>
  );
}
