/** The airline's logo, or its code on a tile when there is none. */
export function AirlineLogo({ code, logo, size = "md" }: { code: string; logo: string | null; size?: "sm" | "md" }) {
  const box = size === "sm" ? "size-6" : "size-10";
  if (logo) {
    // eslint-disable-next-line @next/next/no-img-element -- small static SVGs; next/image adds nothing here
    return <img src={logo} alt="" className={`${box} shrink-0 rounded-lg object-contain`} />;
  }
  return (
    <span aria-hidden className={`${box} grid shrink-0 place-items-center rounded-lg bg-brand-50 text-xs font-bold text-brand-800`}>
      {code}
    </span>
  );
}
