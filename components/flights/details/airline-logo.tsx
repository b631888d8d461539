/** The airline's logo, or its code on a tinted square when there is none. */
export function AirlineLogo({ logo, code, size = "md" }: { logo: string | null; code: string; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-8 text-[10px]" : "size-12 text-xs";
  if (!logo) {
    return (
      <span aria-hidden className={`grid shrink-0 place-items-center rounded-xl bg-brand-50 font-bold text-brand-800 ${box}`}>
        {code}
      </span>
    );
  }
  return (
    // Logos are small static files; next/image would add nothing here.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={logo} alt="" className={`shrink-0 rounded-xl bg-white object-contain p-1 ring-1 ring-slate-200 ${box}`} />
  );
}
