/** Why the ticket cannot be shown (unpaid, failed load), with the way forward. */
export function TicketProblem({
  icon,
  title,
  body,
  tone = "info",
  children,
}: {
  icon: React.ReactNode;
  title: string;
  body?: string;
  tone?: "info" | "error";
  children?: React.ReactNode;
}) {
  return (
    <section
      role={tone === "error" ? "alert" : "status"}
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center"
    >
      <span className={`flex size-16 items-center justify-center rounded-full ${tone === "error" ? "bg-red-50 text-red-700" : "bg-brand-50 text-brand-700"}`}>
        {icon}
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      {body ? <p className="max-w-sm text-sm text-slate-600">{body}</p> : null}
      <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
    </section>
  );
}
