import { ChevronLeft, Plus } from "lucide-react";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import { buttonClasses } from "@/components/ui/button-classes";

type Props = {
  title: string;
  intro?: string;
  /** The primary action beside the title (e.g. "Add an airport"). */
  action?: { href: Href; label: string };
  /** The way back above the title (e.g. to the list from a form). */
  back?: { href: Href; label: string };
};

export function AdminPageHeader({ title, intro, action, back }: Props) {
  return (
    <header className="flex flex-col gap-3">
      {back ? (
        <Link href={back.href} className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-800 hover:underline">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {intro ? <p className="mt-2 text-slate-600">{intro}</p> : null}
        </div>
        {action ? (
          <Link href={action.href} className={buttonClasses("primary")}>
            <Plus aria-hidden className="size-4" />
            {action.label}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
