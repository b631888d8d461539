import { createService } from "../../http/service";
import { registerCatalogueRoutes } from "./catalogue";
import { registerDestinationRoutes } from "./destinations";
import { registerOfferReservationRoutes } from "./reservations";

export const offerBackend = createService("offer-backend");
registerCatalogueRoutes(offerBackend);
registerDestinationRoutes(offerBackend);
registerOfferReservationRoutes(offerBackend);
