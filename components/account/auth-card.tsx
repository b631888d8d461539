import { Plane } from "lucide-react";

type AuthCardProps = {
  /** Omitted when the content is an AuthNotice that carries the page's heading itself. */
  title?: React.ReactNode;
  subtitle?: React.ReactNode;
  /** Shown under the card (e.g. "Don't have an account? Create one"). */
  footer?: React.ReactNode;
  children: React.ReactNode;
};

/** The centred card every account page shares, marked with the brand. */
export function AuthCard({ title, subtitle, footer, children }: AuthCardProps) {
  return (
    <main className="relative isolate flex flex-1 items-start justify-center overflow-hidden px-4 py-8 sm:items-center sm:py-14">
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-100/80 via-brand-50/60 to-transparent" />
      <div className="flex w-full max-w-md flex-col gap-6">
        <section className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
          {title ? (
            <header className="mb-6 flex flex-col gap-1.5">
              <span aria-hidden className="mb-3 flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white shadow-md shadow-brand-900/20">
                <Plane className="size-5 rtl:-scale-x-100" />
              </span>
              <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
              {subtitle ? <p className="text-sm leading-relaxed text-slate-600">{subtitle}</p> : null}
            </header>
          ) : null}
          {children}
        </section>
        {footer ? <div className="text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </main>
  );
}

/** A result panel inside an AuthCard (sent, confirmed, invalid link…). */
export function AuthNotice({
  icon,
  tone = "brand",
  title,
  heading: Heading = "h2",
  children,
}: {
  heading?: "h1" | "h2";
  icon: React.ReactNode;
  tone?: "brand" | "success" | "warning";
  title: React.ReactNode;
  children?: React.ReactNode;
}) {
  const tones = {
    brand: "bg-brand-50 text-brand-700",
    success: "bg-emerald-50 text-emerald-700",
    warning: "bg-amber-50 text-amber-700",
  } as const;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className={`flex size-14 items-center justify-center rounded-full ${tones[tone]}`}>{icon}</span>
      <Heading className="text-xl font-bold text-slate-900">{title}</Heading>
      {children ? <div className="flex w-full flex-col gap-4 text-sm leading-relaxed text-slate-600">{children}</div> : null}
    </div>
  );
}
