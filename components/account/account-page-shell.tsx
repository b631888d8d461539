import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";

/** The frame of the signed-in pages (settings, reservations, favorites): heading, intro, content. */
export function AccountPageShell({ title, subtitle, children }: { title: React.ReactNode; subtitle?: React.ReactNode; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-sm text-slate-600 sm:text-base">{subtitle}</p> : null}
      </header>
      {children}
    </main>
  );
}

/** Nothing here yet: says so, and offers the way to fill it (a flight search). */
export function EmptyState({
  icon,
  title,
  body,
  actionLabel,
}: {
  icon: React.ReactNode;
  title: React.ReactNode;
  body: React.ReactNode;
  actionLabel: React.ReactNode;
}) {
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-sm text-sm leading-relaxed text-slate-600">{body}</p>
      <Link href="/" className={buttonClasses("primary", "md", "mt-2")}>
        {actionLabel}
      </Link>
    </section>
  );
}

/** A titled card for one form of the settings page. */
export function SettingsCard({ title, description, children }: { title: React.ReactNode; description?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-[16rem_1fr]">
      <header className="flex flex-col gap-1.5">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {description ? <p className="text-sm leading-relaxed text-slate-600">{description}</p> : null}
      </header>
      <div>{children}</div>
    </section>
  );
}
