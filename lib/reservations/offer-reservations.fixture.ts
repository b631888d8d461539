// An offer reservation as offer-backend answers it, for the tests of the API layer and the mapping.
import type { OfferReservationResponse } from "@/provider/contracts/offer-reservations";

export const offerWire = (over: Partial<OfferReservationResponse> = {}): OfferReservationResponse => ({
  kind: "offer",
  id: "r1",
  reference: "RH7K2P",
  status: "pending",
  paymentStatus: "pending",
  createdAt: "2030-01-01T10:00:00.000Z",
  holdExpiresAt: "2030-01-01T10:15:00.000Z",
  paidAt: null,
  cancelledAt: null,
  offer: {
    id: 7,
    title: { ar: "عطلة نهاية أسبوع في دبي", en: "Dubai weekend break" },
    type: "package",
    origin: "RUH",
    destination: "DXB",
    startDate: "2030-01-01",
    endDate: "2030-02-14",
    image: null,
    providerName: "flynas",
  },
  travelerCount: 2,
  leadTraveler: { fullName: "سارة أحمد", email: "sara@example.com", phone: "+966500000001" },
  breakdown: { unitPrice: 149_900, unitOriginalPrice: 185_000, travelerCount: 2, subtotal: 299_800, saving: 70_200, total: 299_800, currency: "SAR" },
  cancellationTerms: { deadline: "2030-02-14T20:59:59.999Z", freeUntil: "2030-01-02T10:00:00.000Z", feeAmount: null, feePercent: 10 },
  cancellationFee: null,
  refundAmount: null,
  payment: null,
  ...over,
});
