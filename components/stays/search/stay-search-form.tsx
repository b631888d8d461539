import { getMessages, getTranslations } from "next-intl/server";
import { getPathname } from "@/lib/i18n/navigation";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import type { StayCityOption } from "@/lib/provider/stays";
import { placeName } from "@/lib/format/place";
import { draftNights, type StayCategory, type StayDraft } from "@/lib/stays/search-params";
import { MAX_GUESTS, MAX_ROOMS, type stayDateBounds } from "@/provider/contracts/stay-rules";
import { DateInput } from "@/components/ui/date-picker/date-input";
import { pluralForms } from "@/lib/i18n/plural-forms";
import { NightsCount } from "./nights-count";

// Looks from app/styles/stay-results.css (stay-control, stay-label, …), icons as CSS masks (app/styles/icons.css): the
// form rides twice, in the HTML and in the React payload, and long class strings and SVGs did with it.
const DATE_CONTROL = "stay-control ps-3";
// A field with its icon at the start.
const ICON_CONTROL = "stay-control ps-10";

type Props = {
  draft: StayDraft;
  cities: StayCityOption[];
  /** Field → Validation key, from the address's own check on the server. */
  errors?: Record<string, string>;
  /** The bounds the date pickers offer (stayDateBounds). */
  dates: ReturnType<typeof stayDateBounds>;
  locale: Locale;
};

/** The category as two links: a switch that works without a script and keeps the destination, dates and party. */
async function CategorySwitch({ draft, locale }: { draft: StayDraft; locale: Locale }) {
  const t = await getTranslations("StaySearch");
  const keep = Object.fromEntries(
    Object.entries({ city: draft.city, checkIn: draft.checkIn, checkOut: draft.checkOut, guests: draft.guests }).filter(([, v]) => v),
  );
  return (
    <nav aria-label={t("categoryLabel")} className="mb-3">
      <ul className="inline-flex rounded-full bg-slate-100 p-1">
        {(["hotel", "chalet"] as const satisfies readonly StayCategory[]).map((category) => {
          const current = draft.category === category;
          return (
            <li key={category}>
              <a
                href={localizedPath({ pathname: "/search", query: { category, ...keep } }, locale)}
                aria-current={current ? "page" : undefined}
                className={`stay-tab ico-before ${category === "hotel" ? "i-hotel" : "i-house"}`}
              >
                {t(`categories.${category}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="stay-error">
      {message}
    </p>
  ) : null;
}

/** A field's id and name, and its invalid state pointing at its message when the server refused it. */
function fieldProps(name: string, errors: Record<string, string>) {
  return {
    id: `stay-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `stay-${name}-error` : undefined,
  };
}

/** The destination: the cities that have stays of the chosen category. */
function DestinationField(props: {
  options: StayCityOption[];
  city: string;
  label: string;
  placeholder: string;
  errors: Record<string, string>;
  message?: string;
  locale: Locale;
}) {
  const { options, city, label, placeholder, errors, message, locale } = props;
  return (
    <div className="relative col-span-2 lg:col-span-1">
      <label htmlFor="stay-city" className="stay-label">
        {label}
      </label>
      <span aria-hidden className="ico i-pin stay-field-icon" />
      <select {...fieldProps("city", errors)} defaultValue={options.some((c) => c.slug === city) ? city : ""} className={ICON_CONTROL}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {placeName(option.name, option.country, locale)}
          </option>
        ))}
      </select>
      <FieldError id="stay-city-error" message={message} />
    </div>
  );
}

/** A date field (check-in or check-out) within the bounds the picker offers. */
function DateField(props: {
  name: "checkIn" | "checkOut";
  label: string;
  defaultValue: string;
  bounds: { min: string; max: string };
  errors: Record<string, string>;
  message?: string;
}) {
  const { name, label, defaultValue, bounds, errors, message } = props;
  return (
    <div className="relative">
      <label htmlFor={`stay-${name}`} className="stay-label">
        {label}
      </label>
      <DateInput {...fieldProps(name, errors)} defaultValue={defaultValue} min={bounds.min} max={bounds.max} className={DATE_CONTROL} />
      <FieldError id={`stay-${name}-error`} message={message} />
    </div>
  );
}

/** A whole-number field with its icon (guests or rooms), from 1 up to its cap. */
function CountField(props: {
  className: string;
  name: "guests" | "rooms";
  label: string;
  /** Its icon's class (app/styles/icons.css). */
  icon: string;
  max: number;
  defaultValue: string;
  errors: Record<string, string>;
  message?: string;
}) {
  const { className, name, label, icon, max, defaultValue, errors, message } = props;
  return (
    <div className={className}>
      <label htmlFor={`stay-${name}`} className="stay-label">
        {label}
      </label>
      <span aria-hidden className={`ico ${icon} stay-field-icon`} />
      <input type="number" inputMode="numeric" min={1} max={max} step={1} {...fieldProps(name, errors)} defaultValue={defaultValue} className={ICON_CONTROL} />
      <FieldError id={`stay-${name}-error`} message={message} />
    </div>
  );
}

/**
 * The stay search: a plain GET form (it works before and without any script); the server checks the address with the
 * contract's schema and shows each message beside its field.
 */
export async function StaySearchForm({ draft, cities, errors = {}, dates, locale }: Props) {
  const [t, v, known] = await Promise.all([getTranslations("StaySearch"), getTranslations("Validation"), getMessages().then((m) => m.Validation)]);
  const message = (field: string) => {
    const key = errors[field];
    if (!key) return undefined;
    return key in known ? v(key as keyof typeof known) : v("invalid");
  };
  const hotel = draft.category === "hotel";
  const nights = draftNights(draft);
  const options = cities.filter((city) => (hotel ? city.hotels > 0 : city.chalets > 0));
  return (
    <div className="surface-light rounded-2xl bg-white p-3 text-slate-900 shadow-2xl shadow-black/25 ring-1 ring-black/5 sm:p-4">
      <CategorySwitch draft={draft} locale={locale} />
      <form method="get" action={getPathname({ href: "/search", locale })} aria-label={t("formLabel")} noValidate>
        <input type="hidden" name="category" value={draft.category} />
        <div
          className={`grid grid-cols-2 gap-3 ${hotel ? "lg:grid-cols-[1.4fr_1fr_1fr_0.7fr_0.7fr_auto]" : "lg:grid-cols-[1.4fr_1fr_1fr_0.8fr_auto]"} lg:items-start`}
        >
          <DestinationField
            options={options}
            city={draft.city}
            label={t("destination")}
            placeholder={t("chooseDestination")}
            errors={errors}
            message={message("city")}
            locale={locale}
          />
          <DateField name="checkIn" label={t("checkIn")} defaultValue={draft.checkIn} bounds={dates.checkIn} errors={errors} message={message("checkIn")} />
          <DateField
            name="checkOut"
            label={t("checkOut")}
            defaultValue={draft.checkOut}
            bounds={dates.checkOut}
            errors={errors}
            message={message("checkOut")}
          />
          <CountField
            className={`relative ${hotel ? "" : "col-span-2 lg:col-span-1"}`}
            name="guests"
            label={t("guests")}
            icon="i-users"
            max={MAX_GUESTS}
            defaultValue={draft.guests || "2"}
            errors={errors}
            message={message("guests")}
          />
          {hotel ? (
            <CountField
              className="relative"
              name="rooms"
              label={t("rooms")}
              icon="i-bed"
              max={MAX_ROOMS}
              defaultValue={draft.rooms || "1"}
              errors={errors}
              message={message("rooms")}
            />
          ) : null}
          <div className="col-span-2 lg:col-span-1 lg:pt-5">
            <button type="submit" className="stay-submit">
              <span aria-hidden className="ico i-search size-5" />
              {t("submit")}
            </button>
          </div>
        </div>
        <NightsCount initial={nights} forms={pluralForms(locale, (count) => t("nights", { count }))} />
      </form>
    </div>
  );
}
