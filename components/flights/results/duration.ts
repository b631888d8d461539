import { getFormatter, getTranslations } from "next-intl/server";

/** "2h 05m" / "2س 05د", digits in the page's locale. */
export async function getDurationFormatter(): Promise<(minutes: number) => string> {
  const t = await getTranslations("Results");
  const format = await getFormatter();
  return (minutes) =>
    t("duration", {
      hours: format.number(Math.floor(minutes / 60)),
      minutes: format.number(minutes % 60, { minimumIntegerDigits: 2 }),
    });
}
