import { setRequestLocale } from "next-intl/server";
import { AdminSidebar } from "@/components/admin/admin-sidebar";
import { ClientMessages } from "@/components/i18n/client-messages";
import { requireAdmin } from "@/lib/auth/guard";
import type { Locale } from "@/lib/i18n/routing";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

/**
 * Re-checks the role on the server (proxy.ts only guards optimistically). A layout does not know the
 * exact child path, so the way back is the dashboard; proxy.ts keeps the precise path for direct visits.
 */
export default async function AdminLayout({ children, params }: LayoutProps<"/[locale]/admin">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireAdmin(locale, "/admin/dashboard");
  return (
    <div className="bg-slate-50/60 flex-1">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-6 sm:px-6 md:flex-row md:gap-8 md:py-10">
        <ClientMessages locale={locale} namespaces={["Admin"]}>
          <AdminSidebar />
        </ClientMessages>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </div>
  );
}
