import { createService } from "../../http/service";

export const searchFlight = createService("search-flight");
