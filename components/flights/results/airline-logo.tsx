/** The airline's logo, or its code on a tile when there is none (classes in app/styles/flight-results.css). */
export function AirlineLogo({ code, logo, size = "md" }: { code: string; logo: string | null; size?: "sm" | "md" }) {
  const box = size === "sm" ? "logo-sm" : "logo";
  if (logo) {
    // eslint-disable-next-line @next/next/no-img-element -- small static SVGs; next/image adds nothing here
    return <img src={logo} alt="" className={box} />;
  }
  return (
    <span aria-hidden className={`${box} logo-code`}>
      {code}
    </span>
  );
}
