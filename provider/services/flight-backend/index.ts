import { createService } from "../../http/service";
import { registerAdminCatalogueRoutes } from "./admin";
import { registerContentRoutes } from "./content";
import { registerCurrencyRoutes } from "./flights-currencies";
import { registerFlightDetailsRoutes } from "./flights-details";
import { registerFlightSeatRoutes } from "./flights-seats";
import { registerFlightReservationRoutes } from "./reservations";
import { registerStatsRoutes } from "./stats";
import { registerUploadRoutes } from "./uploads";

export const flightBackend = createService("flight-backend");
registerContentRoutes(flightBackend);
registerStatsRoutes(flightBackend);
registerFlightDetailsRoutes(flightBackend);
registerFlightSeatRoutes(flightBackend);
registerCurrencyRoutes(flightBackend);
registerFlightReservationRoutes(flightBackend);
registerAdminCatalogueRoutes(flightBackend);
registerUploadRoutes(flightBackend);
