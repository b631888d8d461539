import { createService } from "../../http/service";

export const chalets = createService("chalets");
