import { createService } from "../../http/service";

export const hotels = createService("hotels");
