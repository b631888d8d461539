import { CompassIcon } from "@/components/ui/plain-icons";

/** The 404 panel; links are passed in so the in-locale page and the root fallback can both use it. */
export function NotFoundView({
  title,
  description,
  actions,
  plain = false,
}: {
  title: string;
  description: string;
  actions: React.ReactNode;
  plain?: boolean;
}) {
  return (
    <main className="relative isolate flex flex-1 items-center justify-center overflow-hidden px-4 py-16 sm:py-24">
      <div aria-hidden className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-100),transparent)]" />
      <div className="w-full max-w-xl text-center">
        {plain ? null : (
          <span
            aria-hidden
            className="mx-auto grid size-20 place-items-center rounded-3xl bg-white text-brand-700 shadow-lg shadow-brand-900/10 ring-1 ring-brand-100"
          >
            <CompassIcon className="size-10" />
          </span>
        )}
        <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-md text-base leading-7 text-slate-600">{description}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      </div>
    </main>
  );
}
