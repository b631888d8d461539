// Admin: reservations of every kind (the one booking core's table), whatever service sold them: the back office's
// Bookings list, one booking, cancelling it and mailing its confirmation again.
import {
  adminBookingMailResent,
  adminCancellation,
  adminCancelRequest,
  adminReservationDetail,
  adminReservationIdParams,
  adminReservationPage,
  reservationListQuery,
} from "../../../contracts/admin-reservations";
import { adminCancelReservation } from "../../../bookings/admin-cancel";
import { adminReservationDetail as readDetail } from "../../../bookings/admin-detail";
import { listAdminReservations } from "../../../bookings/admin-list";
import { adminResendBookingMail } from "../../../bookings/admin-resend";
import { requiredRequestKey } from "../../../admin/request-key";
import type { Service } from "../../../http/service";

export function registerAdminReservationRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Reservations",
    {
      summary:
        "Admin: every reservation of every kind, newest first: search by reference, account or traveller name or email; filter by kind, status (a run-out hold is expired) and booking day (Riyadh); sort and page",
      access: "admin",
      query: reservationListQuery,
      response: adminReservationPage,
    },
    async ({ query, locale }) => listAdminReservations(query, locale),
  );
  svc.get(
    "api/Admin/Reservations/:id",
    {
      summary: "Admin: one reservation of any kind with its account, payment attempts, mails, history and the refund each choice would give now",
      access: "admin",
      params: adminReservationIdParams,
      response: adminReservationDetail,
    },
    async ({ params, locale }) => readDetail(params.id, locale),
  );
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
  svc.post(
    "api/Admin/Reservations/:id/ResendMail",
    {
      summary:
        "Admin: mail a paid, confirmed reservation's confirmation (with its voucher or ticket link) again, audited (header Idempotency-Key: the same key twice mails once); 409 NOTHING_TO_RESEND otherwise",
      access: "admin",
      params: adminReservationIdParams,
      response: adminBookingMailResent,
    },
    async ({ params, user, c }) => adminResendBookingMail(user, params.id, requiredRequestKey(c.req.header("idempotency-key"))),
  );
}
