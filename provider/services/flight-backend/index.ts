import { createService } from "../../http/service";
import { registerCurrencyRoutes } from "./flights-currencies";
import { registerFlightDetailsRoutes } from "./flights-details";
import { registerFlightSeatRoutes } from "./flights-seats";

export const flightBackend = createService("flight-backend");
registerFlightDetailsRoutes(flightBackend);
registerFlightSeatRoutes(flightBackend);
registerCurrencyRoutes(flightBackend);
