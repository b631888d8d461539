import { FAVORITE_TOGGLE_MESSAGES } from "@/components/favorites/favorite-messages";
import { DATE_PICKER_MESSAGES } from "@/components/ui/date-picker/date-picker-messages";
import { ACCOUNT_ONLY_CODES, mergePicks, type FormCodes, type MessagePick } from "@/lib/i18n/message-pick";

/** The keys a hotel's or chalet's booking form reads (stay-booking-form.tsx); see lib/i18n/message-pick.ts. */
export const STAY_BOOKING_FORM_MESSAGES = {
  Errors: ["scriptNeededBody", "scriptNeededTitle"],
  StayDetails: [
    "bookFailed",
    "email",
    "fullName",
    "leadHelp",
    "leadTitle",
    "payNext",
    "payNextChalet",
    "phone",
    "phoneHint",
    "specialRequests",
    "specialRequestsHint",
    "submit",
    "submitting",
  ],
  // The lead guest's fields beside them, every other refusal of the booking (dates, guests, room) above the button.
  Validation: [
    "chaletInvalid",
    "checkOutBeforeCheckIn",
    "controlChars",
    "dateInPast",
    "dateInvalid",
    "dateOutOfRange",
    "dateRequired",
    "emailInvalid",
    "guestsRange",
    "invalid",
    "nameMax",
    "nameMin",
    "phoneInvalid",
    "required",
    "roomInvalid",
    "specialRequestsMax",
    "stayBelowMinimum",
    "stayTooLong",
    "tooManyGuests",
  ],
} as const satisfies MessagePick;

/** What a hotel's or chalet's page for dates (./dates) hands its islands: the heart, the dates' calendar, the form. */
export const STAY_DATES_PAGE_MESSAGES: MessagePick = mergePicks(FAVORITE_TOGGLE_MESSAGES, DATE_PICKER_MESSAGES, STAY_BOOKING_FORM_MESSAGES);

const STAY_SEARCH = "the stay search's query (hotelSearchQuery, chaletSearchQuery), not the booking's";

export const STAY_BOOKING_FORM_CODES: FormCodes = {
  form: "components/stays/details/stay-booking-form.tsx",
  sources: [
    "components/stays/details/stay-booking-form.tsx",
    "lib/stays/book-stay.ts",
    "provider/contracts/stays.ts",
    "provider/contracts/stay-rules.ts",
    "provider/contracts/accounts.ts",
    "provider/contracts/text.ts",
    "provider/contracts/ids.ts",
    "provider/services/hotels/reservations/create.ts",
    "provider/services/chalets/reservations/create.ts",
  ],
  notShown: {
    amenitiesInvalid: STAY_SEARCH,
    destinationInvalid: STAY_SEARCH,
    destinationRequired: STAY_SEARCH,
    flagInvalid: STAY_SEARCH,
    pageInvalid: STAY_SEARCH,
    pageSizeRange: STAY_SEARCH,
    priceRange: STAY_SEARCH,
    roomsExceedGuests: STAY_SEARCH,
    roomsRange: STAY_SEARCH,
    sortInvalid: STAY_SEARCH,
    starsInvalid: STAY_SEARCH,
    ...ACCOUNT_ONLY_CODES,
  },
  otherContracts: { "provider/contracts/query.ts": "the stay search's query pieces (count, money)" },
};
