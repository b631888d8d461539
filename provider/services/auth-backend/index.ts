import { createService } from "../../http/service";

export const authBackend = createService("auth-backend");
