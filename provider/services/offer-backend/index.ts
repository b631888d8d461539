import { createService } from "../../http/service";
import { registerAdminDestinationRoutes } from "./admin-destinations";
import { registerAdminOfferRoutes } from "./admin-offers";
import { registerCatalogueRoutes } from "./catalogue";
import { registerDestinationRoutes } from "./destinations";
import { registerOfferFavoriteRoutes } from "./favorites";
import { registerOfferReservationRoutes } from "./reservations";

export const offerBackend = createService("offer-backend");
registerCatalogueRoutes(offerBackend);
registerDestinationRoutes(offerBackend);
registerOfferReservationRoutes(offerBackend);
registerOfferFavoriteRoutes(offerBackend);
registerAdminOfferRoutes(offerBackend);
registerAdminDestinationRoutes(offerBackend);
