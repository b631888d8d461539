"use client";

import { useTranslations } from "next-intl";
import type { FareClass, Party } from "@/provider/contracts/flight-rules";

type Props = { date: string; returnDate: string; roundTrip: boolean; party: Party; cabin: FareClass };

/** What the plain GET form sends: date inputs when scripts are off, and the popovers' choices as hidden fields. */
export function SearchFormFields({ date, returnDate, roundTrip, party, cabin }: Props) {
  const t = useTranslations("Search");
  return (
    <>
      <noscript>
        <div className="mt-2 grid grid-cols-2 gap-2">
          <label className="text-sm">
            {t("departDate")}
            <input type="date" name="date" defaultValue={date} className="sf-nojs" />
          </label>
          <label className="text-sm">
            {t("returnDate")}
            <input type="date" name="returnDate" defaultValue={returnDate} className="sf-nojs" />
          </label>
        </div>
      </noscript>
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="returnDate" value={roundTrip ? returnDate : ""} />
      <input type="hidden" name="adults" value={party.adults} />
      <input type="hidden" name="children" value={party.children} />
      <input type="hidden" name="infants" value={party.infants} />
      <input type="hidden" name="cabin" value={cabin} />
    </>
  );
}
