import { createService } from "../../http/service";

export const flightBackend = createService("flight-backend");
