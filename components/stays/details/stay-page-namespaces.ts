import type { Namespace } from "@/lib/i18n/client-messages";

/**
 * What the client parts of a hotel's or chalet's cached page read: the heart and the dates' calendar (the gallery's
 * words are written on the server). The booking form (Errors, Validation, StayDetails) is drawn only by the
 * per-request ./dates page; the cached page does not import it (stay-booking-box.tsx).
 */
export const STAY_PAGE_NAMESPACES: readonly Namespace[] = ["Favorites", "DatePicker"];
