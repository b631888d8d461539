import { createService } from "../../http/service";

export const offerBackend = createService("offer-backend");
