import { MapPin } from "lucide-react";
import { useLocale } from "next-intl";
import { addressInCity } from "@/lib/format/place";
import type { Locale } from "@/lib/i18n/routing";

/** A stay's address with its city named once (issue 22, point 11), isolated so a Latin name keeps its order. */
export function StayAddress({ address, city, className, testId }: { address: string; city: string; className: string; testId?: string }) {
  const locale = useLocale() as Locale;
  return (
    <p className={`mt-1 flex items-start gap-1 text-sm ${className}`} data-testid={testId}>
      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 print:hidden" />
      <bdi>{addressInCity(address, city, locale)}</bdi>
    </p>
  );
}
