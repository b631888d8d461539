// auth-backend: accounts (register, confirm, login, password reset), the user's profile and saved travellers, the contact form, the sandbox outbox
// and the admin's Customers.
import { createService } from "../../http/service";
import { registerAdminCustomerRoutes } from "./admin-customers";
import { registerLoginRoutes } from "./login";
import { registerOutboxRoutes } from "./outbox";
import { registerPasswordResetRoutes } from "./password-reset";
import { registerProfileRoutes } from "./profile";
import { registerRegistrationRoutes } from "./registration";
import { registerSavedTravellerRoutes } from "./saved-travellers";
import { registerSupportRoutes } from "./support";

export const authBackend = createService("auth-backend");
registerRegistrationRoutes(authBackend);
registerLoginRoutes(authBackend);
registerPasswordResetRoutes(authBackend);
registerProfileRoutes(authBackend);
registerSavedTravellerRoutes(authBackend);
registerOutboxRoutes(authBackend);
registerSupportRoutes(authBackend);
registerAdminCustomerRoutes(authBackend);
