"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { FareClass, Party } from "@/provider/contracts/flight-rules";
import { useLazyPopover } from "@/components/ui/date-picker/use-lazy-popover";

// The popover (Radix) and its steppers load when the button first opens, or as the pointer or the focus reaches it.
const loadTravelersPanel = () => import("./travelers-panel");
const TravelersPanel = dynamic(() => loadTravelersPanel().then((m) => m.TravelersPanel), { ssr: false });

type Props = {
  party: Party;
  cabin: FareClass;
  onChange: (party: Party, cabin: FareClass) => void;
  error?: string;
};

/** Travellers by age group and the fare class, in one popover. */
export function TravelersPopover({ party, cabin, onChange, error }: Props) {
  const t = useTranslations("Search");
  const terms = useTranslations("Terms");
  const popover = useLazyPopover(loadTravelersPanel);
  const total = party.adults + party.children + party.infants;

  return (
    <div>
      {/* aria-invalid is a global attribute in ARIA 1.2 (axe accepts it on a button): Radix's Popover.Trigger rendered it. */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
      <button {...popover.triggerProps} aria-invalid={error ? true : undefined} className="sf-box sf-btn relative">
        <span aria-hidden className="ico i-users sf-ico" />
        <span className="sf-label">{t("partyAndCabin")}</span>
        <span className="truncate text-base font-semibold text-slate-900">
          {t("travellersAndCabin", { travellers: terms("travellerCount", { count: total }), cabin: terms(`cabin.${cabin}`) })}
        </span>
      </button>
      {popover.mounted ? (
        <TravelersPanel
          trigger={popover.trigger}
          id={popover.panelId}
          open={popover.open}
          onOpenChange={popover.onOpenChange}
          party={party}
          cabin={cabin}
          onChange={onChange}
        />
      ) : null}
      {error ? <p className="mt-1 text-sm font-medium text-red-600">{error}</p> : null}
    </div>
  );
}
