import { createService } from "../../http/service";
import { registerStayFavoriteRoutes } from "../hotels/favorites";
import { registerAdminChaletRoutes } from "./admin";
import { registerChaletCatalogueRoutes } from "./catalogue";
import { registerChaletReservationRoutes } from "./reservations";

export const chalets = createService("chalets");
registerChaletCatalogueRoutes(chalets);
registerChaletReservationRoutes(chalets);
registerStayFavoriteRoutes(chalets, "chalet");
registerAdminChaletRoutes(chalets);
