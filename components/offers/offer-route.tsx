import { ArrowRight } from "lucide-react";
import { Latin } from "@/components/ui/latin";

/** "RUH → JED" (or the destination alone, for stays): codes isolated left to right, the arrow turned in Arabic. */
export function OfferRoute({ origin, destination }: { origin: string | null; destination: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {origin ? (
        <>
          <Latin>{origin}</Latin>
          <ArrowRight aria-hidden className="size-4 text-muted rtl:rotate-180" />
        </>
      ) : null}
      <Latin>{destination}</Latin>
    </span>
  );
}
