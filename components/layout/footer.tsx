import { cacheLife } from "next/cache";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import { getSocialLinks, type SocialLink } from "@/lib/provider/content";
import { BrandMark } from "./brand-mark";
import { SocialIcon } from "./social-icons";

type Entry = { label: string; href: Href };

/**
 * SPEC §2's footer: only pages that exist (careers, blog, partners and an app are not offered, so not listed). Its
 * links and social buttons are styled by component classes (app/styles/footer.css): it rides in every page's HTML and
 * again in its React payload, where their long class strings rode twice per link.
 */
export async function Footer() {
  const [t, { links: social, fromBuild }, year] = await Promise.all([getTranslations("Footer"), getSocialLinks(), currentYear()]);
  const brand = (await getTranslations("Nav"))("brand");
  const columns: { title: string; entries: Entry[] }[] = [
    {
      title: t("company"),
      entries: [
        { label: t("aboutUs"), href: "/about-us" },
        { label: t("privacy"), href: "/privacy-policy" },
        { label: t("terms"), href: "/terms-and-conditions" },
      ],
    },
    {
      title: t("support"),
      entries: [
        { label: t("help"), href: "/help" },
        { label: t("contact"), href: "/contact-us" },
      ],
    },
  ];

  // data-build-placeholder marks the build's stand-in content, which the server's warm-up waits to see replaced.
  return (
    <footer data-build-placeholder={fromBuild || undefined} className="surface-dark mt-auto border-t border-brand-900/10 bg-brand-900 text-brand-50">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-12 lg:py-16">
        <div className="md:col-span-5 lg:col-span-4">
          <Link href="/" className="inline-flex items-center gap-2.5 rounded-xl">
            <BrandMark className="size-10" />
            <span className="text-2xl font-extrabold tracking-tight text-white">{brand}</span>
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-7 text-brand-100/80">{t("description")}</p>
          <p className="mt-6 text-xs font-semibold uppercase tracking-wide text-brand-200">{t("followUs")}</p>
          <ul className="mt-3 flex gap-2">
            {social.map((link) => (
              <li key={link.network}>
                <SocialButton
                  link={link}
                  label={t("opensInNewTab", { network: t(`social.${link.network}`) })}
                  missingLabel={t("socialMissing", { network: t(`social.${link.network}`) })}
                />
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 md:col-span-7 lg:col-span-7 lg:col-start-6">
          {columns.map((column) => (
            <div key={column.title}>
              <h2 className="text-sm font-bold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-1">
                {column.entries.map((entry) => (
                  <li key={entry.label}>
                    <FooterEntry entry={entry} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto w-full max-w-7xl px-4 py-5 text-center text-xs text-brand-100/70 sm:px-6 sm:text-start">{t("copyright", { year })}</p>
      </div>
    </footer>
  );
}

/** The copyright year, cached (a prerendered page may not read the clock) and fresh within a day of new year. */
async function currentYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

function FooterEntry({ entry }: { entry: Entry }) {
  return (
    <Link href={entry.href} className="ft-link">
      {entry.label}
    </Link>
  );
}

function SocialButton({ link, label, missingLabel }: { link: SocialLink; label: string; missingLabel: string }) {
  if (!link.href) {
    // A real disabled button: announced as unavailable and skipped by Tab, unlike a link without href.
    return (
      <button type="button" disabled aria-disabled="true" aria-label={missingLabel} title={missingLabel} className="ft-social">
        <SocialIcon network={link.network} />
      </button>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label} className="ft-social">
      <SocialIcon network={link.network} />
    </a>
  );
}
