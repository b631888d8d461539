// Admin: reservations of every kind (the one booking core's table), whatever service sold them.
import { adminCancellation, adminCancelRequest, adminReservationIdParams } from "../../../contracts/admin-reservations";
import { adminCancelReservation } from "../../../bookings/admin-cancel";
import type { Service } from "../../../http/service";

export function registerAdminReservationRoutes(svc: Service): void {
  svc.post(
    "api/Admin/Reservations/:id/Cancel",
    {
      summary:
        "Admin: cancel a standing reservation of any kind with the refund the admin sets (full, the terms' fee as of now, or none) and a reason kept in the audit trail; 409 RESERVATION_NOT_CANCELLABLE once cancelled or expired",
      access: "admin",
      params: adminReservationIdParams,
      body: adminCancelRequest,
      response: adminCancellation,
    },
    async ({ params, body, user }) => adminCancelReservation(user, params.id, body),
  );
}
