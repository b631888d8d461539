import { getTranslations } from "next-intl/server";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { AuditTable } from "@/components/admin/audit-table";
import { auditQuery } from "@/provider/contracts/admin";
import { adminPageContext } from "@/lib/admin/page-context";
import { getAuditPage } from "@/lib/provider/admin-audit";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminAudit"))("title"));

async function AuditPageBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/audit">) {
  const { locale, token } = await adminPageContext(params, "/admin/dashboard/audit");
  const raw = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const parsed = auditQuery.safeParse({ entity: first(raw.entity), page: first(raw.page) });
  const query = parsed.success ? { entity: parsed.data.entity, page: parsed.data.page } : { page: 1 };
  const [t, page] = await Promise.all([getTranslations("AdminAudit"), getAuditPage(token, locale, query)]);
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      <AuditTable locale={locale} page={page} entity={query.entity} />
    </main>
  );
}

export default adminPage(AuditPageBody);
