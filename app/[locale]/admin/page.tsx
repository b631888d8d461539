import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export default async function AdminIndexPage({ params }: PageProps<"/[locale]/admin">) {
  redirect({ href: "/admin/dashboard", locale: (await params).locale as Locale });
}
