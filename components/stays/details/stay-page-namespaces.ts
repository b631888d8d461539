import type { Namespace } from "@/lib/i18n/client-messages";

/**
 * What the client parts of a hotel's or chalet's cached page read: the heart and the dates' calendar (the gallery's
 * words are written on the server). Not sent: Errors, Validation, StayDetails (the booking form's, which only the
 * per-request ./dates page draws; the cached page does not even import it: stay-booking-box.tsx).
 */
export const STAY_PAGE_NAMESPACES: readonly Namespace[] = ["Favorites", "DatePicker"];
