import { createService } from "../../http/service";
import { registerAirportSearchRoutes } from "./airports-search";
import { registerFlightSearchRoutes } from "./flight-search";
import { registerPriceAlertRoutes } from "./price-alerts";
import { registerPriceCalendarRoutes } from "./price-calendar";

export const searchFlight = createService("search-flight");
registerAirportSearchRoutes(searchFlight);
registerFlightSearchRoutes(searchFlight);
registerPriceAlertRoutes(searchFlight);
registerPriceCalendarRoutes(searchFlight);
