import type { Service } from "../../../http/service";
import { registerAdminAirportRoutes } from "./airports";
import { registerAdminAuditRoutes } from "./audit";
import { registerAdminCompanyRoutes } from "./companies";
import { registerAdminDashboardRoutes } from "./dashboard";
import { registerAdminFlightRoutes } from "./flights";
import { registerAdminMealRoutes } from "./meals";
import { registerAdminPlaneRoutes } from "./planes";
import { registerAdminReportRoutes } from "./reports";
import { registerAdminReservationRoutes } from "./reservations";

/** The catalogue the admin dashboard manages (flights' own admin endpoints live beside the flights). */
export function registerAdminCatalogueRoutes(svc: Service): void {
  registerAdminAirportRoutes(svc);
  registerAdminCompanyRoutes(svc);
  registerAdminMealRoutes(svc);
  registerAdminPlaneRoutes(svc);
  registerAdminFlightRoutes(svc);
  registerAdminAuditRoutes(svc);
  registerAdminDashboardRoutes(svc);
  registerAdminReservationRoutes(svc);
  registerAdminReportRoutes(svc);
}
