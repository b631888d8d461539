// Wire contracts of the saved travellers (auth-backend): the companions a signed-in traveller keeps to fill a
// booking's traveller in one press. One schema serves the profile's form and the provider.
//
// Endpoints (all `access: "user"`; another account's traveller answers 404 TRAVELLER_NOT_FOUND):
//   GET    api/Users/Travellers              → savedTravellerList (passport numbers masked)
//   POST   api/Users/Travellers              savedTravellerRequest → savedTraveller (201; 409 TRAVELLERS_LIMIT)
//   PUT    api/Users/Travellers/:id          savedTravellerRequest → savedTraveller
//   DELETE api/Users/Travellers/:id          → 204
//   GET    api/Users/Travellers/:id/Fill     → savedTravellerFill (the passport number in full, for a booking form)
import { z } from "zod";
import { todayInRiyadh } from "./stay-rules";
import { isValidIsoDate } from "./flight-rules";
import { passportNumber } from "./passport-name";
import { passportExpiryDate } from "./passport-rules";
import { TRAVELER_TITLES } from "./reservations";

export const MAX_SAVED_TRAVELLERS = 20;

/** ISO 3166-1 alpha-2 codes: the nationalities a passport can name (names come from Intl.DisplayNames). */
export const NATIONALITIES = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF " +
  "CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH " +
  "GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW " +
  "KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG " +
  "NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN " +
  "SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT " +
  "ZA ZM ZW"
).split(" ");
const NATIONALITY_SET = new Set(NATIONALITIES);

/** One part of the name as written in the passport: Latin letters, spaces, hyphens and apostrophes. */
const namePart = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z' -]{0,39}$/, "namePartInvalid"));

/** The full name a booking form's single name field takes. */
export const passportFullName = (t: { firstName: string; lastName: string }) => `${t.firstName} ${t.lastName}`;

/** The passport number as shown everywhere but a booking form: its last four characters. */
export const maskPassport = (last4: string) => `•••••${last4}`;

export const savedTravellerRequest = z.object({
  title: z.enum(TRAVELER_TITLES, { error: "genderRequired" }),
  firstName: namePart,
  lastName: namePart,
  dateOfBirth: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .refine((v) => isValidIsoDate(v) && v >= "1900-01-01" && v <= todayInRiyadh(), "dateOfBirthInvalid"),
  nationality: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .refine((v) => NATIONALITY_SET.has(v), "nationalityInvalid"),
  passportNumber,
  // An expired passport is refused here; one that expires too soon for a trip is refused by that booking.
  passportExpiry: passportExpiryDate.refine((v) => v > todayInRiyadh(), "passportExpired"),
});
export type SavedTravellerRequest = z.input<typeof savedTravellerRequest>;
export type SavedTravellerValues = z.output<typeof savedTravellerRequest>;

const savedTravellerFields = {
  id: z.string(),
  title: z.enum(TRAVELER_TITLES),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  nationality: z.string(),
  passportExpiry: z.string(),
};

export const savedTraveller = z.object({ ...savedTravellerFields, passportMasked: z.string() });
export type SavedTraveller = z.infer<typeof savedTraveller>;
export const savedTravellerList = z.array(savedTraveller);

export const savedTravellerFill = z.object({ ...savedTravellerFields, passportNumber: z.string() });
export type SavedTravellerFill = z.infer<typeof savedTravellerFill>;

/** Any id in the path: one that is not a uuid names no traveller, so it answers 404 like another account's. */
export const savedTravellerParams = z.object({ id: z.string() });
