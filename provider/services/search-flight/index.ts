import { createService } from "../../http/service";
import { registerAirportSearchRoutes } from "./airports-search";
import { registerFlightSearchRoutes } from "./flight-search";
import { registerPriceAlertRoutes } from "./price-alerts";

export const searchFlight = createService("search-flight");
registerAirportSearchRoutes(searchFlight);
registerFlightSearchRoutes(searchFlight);
registerPriceAlertRoutes(searchFlight);
