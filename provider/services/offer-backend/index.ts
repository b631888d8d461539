import { createService } from "../../http/service";
import { registerOfferReservationRoutes } from "./reservations";

export const offerBackend = createService("offer-backend");
registerOfferReservationRoutes(offerBackend);
