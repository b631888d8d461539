import { createService } from "../../http/service";

export const taxis = createService("taxis");
