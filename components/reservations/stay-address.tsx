import { MapPin } from "lucide-react";

/** A stay's street address and city, each isolated (a Latin name inside Arabic text keeps its order). */
export function StayAddress({ address, city, className, testId }: { address: string; city: string; className: string; testId?: string }) {
  return (
    <p className={`mt-1 flex items-start gap-1 text-sm ${className}`} data-testid={testId}>
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 print:hidden" />
      <span>
        <bdi>{address}</bdi>
        <span aria-hidden> · </span>
        <bdi>{city}</bdi>
      </span>
    </p>
  );
}
