import { createService } from "../../http/service";
import { registerAdminTransferRoutes } from "./admin-transfers";
import { registerTransferCatalogueRoutes } from "./catalogue";
import { registerTaxiReservationRoutes } from "./reservations";

export const taxis = createService("taxis");
registerTransferCatalogueRoutes(taxis);
registerTaxiReservationRoutes(taxis);
registerAdminTransferRoutes(taxis);
