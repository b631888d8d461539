import { useLocale } from "next-intl";
import { hijriDate } from "@/lib/format/hijri";

type Props = {
  /** A calendar day, yyyy-mm-dd. */
  day: string;
  /** The last day of a span (a stay's check-out), shown after an en dash. */
  until?: string;
  className?: string;
};

/** The Umm al-Qura Hijri form of a day, small under its Gregorian one: tickets, vouchers, result headers. */
export function HijriDate({ day, until, className = "block text-xs font-normal text-slate-600 print:text-black" }: Props) {
  const locale = useLocale();
  return (
    <span className={className} data-hijri="">
      {hijriDate(locale, day)}
      {until ? ` – ${hijriDate(locale, until)}` : null}
    </span>
  );
}
