import { getTranslations } from "next-intl/server";
import { ExternalLink } from "lucide-react";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { PageEditor } from "@/components/admin/content/page-editor";
import { SocialLinksForm } from "@/components/admin/content/social-links-form";
import { adminPageContext } from "@/lib/admin/page-context";
import { Link } from "@/lib/i18n/navigation";
import { getEditablePage, getEditableSocialLinks } from "@/lib/provider/admin-offers";
import { pageSlug, pageSlugs, type PageSlug } from "@/provider/contracts/content";
import { adminPage, adminTitle } from "@/components/admin/admin-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminContent"))("pages.title"));

/** About us, terms and privacy (one at a time, `?page=`) in both languages, then the footer's social links. */
async function AdditionalPagesBody({ params, searchParams }: PageProps<"/[locale]/admin/dashboard/addtionalPages">) {
  await adminPageContext(params, "/admin/dashboard/addtionalPages");
  const requested = (await searchParams).page;
  const parsed = pageSlug.safeParse(Array.isArray(requested) ? requested[0] : requested);
  const slug: PageSlug = parsed.success ? parsed.data : "about-us";
  const [t, page, links] = await Promise.all([getTranslations("AdminContent.pages"), getEditablePage(slug), getEditableSocialLinks()]);
  return (
    <main>
      <AdminPageHeader title={t("title")} intro={t("intro")} />
      <nav aria-label={t("choose")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {pageSlugs.map((each) => (
            <li key={each}>
              <Link
                href={{ pathname: "/admin/dashboard/addtionalPages", query: { page: each } }}
                aria-current={each === slug ? "page" : undefined}
                className="inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-[current=page]:ring-brand-700"
              >
                {t(`slugs.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 flex justify-end">
        <Link href={`/${slug}`} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
          {t("viewPublic")}
          <ExternalLink aria-hidden className="size-3.5" />
        </Link>
      </div>
      <div key={slug} className="mt-4 grid gap-6 xl:grid-cols-2">
        <PageEditor slug={slug} pageLocale="ar" initial={page.ar} />
        <PageEditor slug={slug} pageLocale="en" initial={page.en} />
      </div>
      <div className="mt-10">
        <SocialLinksForm initial={links} />
      </div>
    </main>
  );
}

export default adminPage(AdditionalPagesBody);
