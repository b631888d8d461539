import { createService } from "../../http/service";
import { registerAdminHotelRoutes } from "./admin-hotels";
import { registerHotelCatalogueRoutes } from "./catalogue";
import { registerStayFavoriteRoutes } from "./favorites";
import { registerHotelReservationRoutes } from "./reservations";

export const hotels = createService("hotels");
registerHotelCatalogueRoutes(hotels);
registerHotelReservationRoutes(hotels);
registerStayFavoriteRoutes(hotels, "hotel");
registerAdminHotelRoutes(hotels);
