import { createService } from "../../http/service";
import { registerAdminTransferSlotRoutes } from "./admin-transfer-slots";
import { registerAdminTransferRoutes } from "./admin-transfers";
import { registerTransferCatalogueRoutes } from "./catalogue";
import { registerTaxiReservationRoutes } from "./reservations";

export const taxis = createService("taxis");
registerTransferCatalogueRoutes(taxis);
registerTaxiReservationRoutes(taxis);
registerAdminTransferRoutes(taxis);
registerAdminTransferSlotRoutes(taxis);
