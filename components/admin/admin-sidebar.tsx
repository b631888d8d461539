"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { PanelLeftOpen, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SoonLink } from "@/components/ui/soon-link";
import { usePathname } from "@/lib/i18n/navigation";
import { activeSection, ADMIN_SECTIONS } from "./admin-sections";

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations("Admin");
  const current = activeSection(usePathname());
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_SECTIONS.map(({ key, href, icon: Icon }) => {
        const active = current === key;
        return (
          <li key={key}>
            <SoonLink
              href={href}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={`flex min-h-11 items-center gap-3 rounded-xl px-3 text-sm font-semibold transition-colors ${
                active ? "bg-brand-700 text-white shadow-sm" : "text-slate-700 hover:bg-brand-50 hover:text-brand-900"
              }`}
            >
              <Icon aria-hidden className={`size-5 ${active ? "text-sand-200" : "text-brand-600"}`} />
              {t(key)}
            </SoonLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The admin sections: a sticky column from md up, a start-side drawer on phones. */
export function AdminSidebar() {
  const t = useTranslations("Admin");
  const [open, setOpen] = useState(false);
  return (
    <>
      <aside className="hidden w-64 shrink-0 md:block">
        <nav aria-label={t("sectionsLabel")} className="sticky top-24 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-slate-200/70">
          <p className="px-3 pb-3 pt-2 text-xs font-bold uppercase tracking-wider text-muted">{t("title")}</p>
          <SectionLinks />
        </nav>
      </aside>

      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-700 shadow-sm md:hidden">
          <PanelLeftOpen aria-hidden className="size-5 rtl:rotate-180" />
          {t("openSections")}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
          <Dialog.Content className="sheet-start fixed inset-y-0 start-0 z-50 flex w-[min(18rem,85vw)] flex-col bg-white shadow-2xl outline-none">
            <div className="flex h-16 items-center justify-between border-b border-slate-100 ps-5 pe-2">
              <Dialog.Title className="text-lg font-extrabold text-brand-900">{t("title")}</Dialog.Title>
              <Dialog.Close aria-label={t("closeSections")} className="grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100">
                <X aria-hidden className="size-5" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{t("sectionsLabel")}</Dialog.Description>
            <nav aria-label={t("sectionsLabel")} className="flex-1 overflow-y-auto p-3">
              <SectionLinks onNavigate={() => setOpen(false)} />
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
