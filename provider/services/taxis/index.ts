import { createService } from "../../http/service";
import { registerTransferCatalogueRoutes } from "./catalogue";
import { registerTaxiReservationRoutes } from "./reservations";

export const taxis = createService("taxis");
registerTransferCatalogueRoutes(taxis);
registerTaxiReservationRoutes(taxis);
