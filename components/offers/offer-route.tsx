import { ArrowRight } from "lucide-react";
import { Latin } from "@/components/ui/latin";

type Props = { origin: string | null; destination: string; originCity?: string | null; destinationCity?: string | null };

/** A city with its airport's code beside it, "Jeddah (JED)"; the code alone only when the city is not known. */
function Place({ code, city }: { code: string; city?: string | null }) {
  if (!city) return <Latin>{code}</Latin>;
  return (
    <span>
      {city} (<Latin>{code}</Latin>)
    </span>
  );
}

/** "Riyadh (RUH) → Jeddah (JED)" (or the destination alone, for stays): codes isolated left to right, the arrow turned in Arabic. */
export function OfferRoute({ origin, destination, originCity, destinationCity }: Props) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {origin ? (
        <>
          <Place code={origin} city={originCity} />
          <ArrowRight aria-hidden className="size-4 text-muted rtl:rotate-180" />
        </>
      ) : null}
      <Place code={destination} city={destinationCity} />
    </span>
  );
}
