import { createService } from "../../http/service";
import { registerCatalogueRoutes } from "./catalogue";
import { registerDestinationRoutes } from "./destinations";

export const offerBackend = createService("offer-backend");
registerCatalogueRoutes(offerBackend);
registerDestinationRoutes(offerBackend);
