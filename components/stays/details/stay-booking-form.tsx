"use client";

import { useRef, useState } from "react";
import { ArrowRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { BffError } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import {
  splitFieldErrors,
  STAY_FORM_FIELDS,
  stayBookingRequest,
  type StayBookingStay,
  type StayBookingTarget,
  type StayFormField,
  type StayFormValues,
} from "@/lib/stays/book-stay";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { LeadGuestFields } from "./lead-guest-fields";

type Props = {
  target: StayBookingTarget;
  /** The hotel's id (the reservation page's address) or the chalet's. */
  propertyId: number;
  stay: StayBookingStay;
  /** From the signed-in user's profile. */
  prefill: { fullName: string; email: string; phone: string };
  /** The login page with the way back here, for a session that ended meanwhile. */
  loginHref: string;
};

export const FIELD_IDS: Record<StayFormField, string> = {
  "leadGuest.fullName": "stay-lead-name",
  "leadGuest.email": "stay-lead-email",
  "leadGuest.phone": "stay-lead-phone",
  specialRequests: "stay-requests",
};

/**
 * Book the chosen room or the chalet: the lead guest and special requests, checked with the contract's schema (loaded
 * on the first Book, not with the page), then a pending reservation and its page. A submit before hydration posts
 * back to this page (PostForm), never putting the guest's details in the URL. The provider's refusals (sold out,
 * too many guests) are shown as it words them, in the page's language.
 */
export function StayBookingForm({ target, propertyId, stay, prefill, loginHref }: Props) {
  const t = useTranslations("StayDetails");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const defaults: StayFormValues = {
    "leadGuest.fullName": prefill.fullName,
    "leadGuest.email": prefill.email,
    "leadGuest.phone": prefill.phone,
    specialRequests: "",
  };
  const [errors, setErrors] = useState<Partial<Record<StayFormField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  const edited = (name: StayFormField) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  function show(found: { path: string; message: string }[]) {
    const { fields, other } = splitFieldErrors(found);
    setErrors(fields);
    setAlert(other.length ? other.map((key) => message(key)).join(" ") : null);
    const first = STAY_FORM_FIELDS.find((field) => fields[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  }

  async function book(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the fields show now, typed before or after the script ran (they are uncontrolled).
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(STAY_FORM_FIELDS.map((field) => [field, String(data.get(field) ?? "")])) as StayFormValues;
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setAlert(null);
    try {
      const [contracts, api] = await Promise.all([import("@/provider/contracts/stays"), import("@/lib/api/stay-bookings")]);
      const body = stayBookingRequest(target, stay, values);
      const schema = target.kind === "hotel" ? contracts.createHotelReservationRequest : contracts.createChaletReservationRequest;
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        show(parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })));
      } else {
        setErrors({});
        const booked =
          target.kind === "hotel"
            ? await api.createHotelReservation(parsed.data as never, locale)
            : await api.createChaletReservation(parsed.data as never, locale);
        // Stays pending while the reservation page loads.
        return router.push(checkedPath(`/${booked.kind}/${booked.propertyId || propertyId}/reservation/${booked.id}`));
      }
    } catch (error) {
      if (error instanceof BffError && error.status === 401) return router.push(checkedPath(loginHref));
      if (error instanceof BffError && error.fields && Object.keys(error.fields).some((path) => (STAY_FORM_FIELDS as readonly string[]).includes(path))) {
        show(Object.entries(error.fields).map(([path, key]) => ({ path, message: key })));
      } else {
        setAlert(error instanceof BffError ? error.message : t("bookFailed"));
      }
    }
    sending.current = false;
    setPending(false);
  }

  return (
    <PostForm onSubmit={book} aria-labelledby="stay-book-title" className="flex flex-col gap-4">
      {alert ? (
        <Alert variant="error" title={t("bookFailed")}>
          <p>{alert}</p>
        </Alert>
      ) : null}
      <LeadGuestFields defaults={defaults} errors={errors} message={message} onChange={edited} ids={FIELD_IDS} />
      <p className="text-xs text-slate-600">{target.kind === "hotel" ? t("payNext") : t("payNextChalet")}</p>
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? t("submitting") : t("submit")}
        <ArrowRight aria-hidden className="size-5 rtl:rotate-180" />
      </Button>
    </PostForm>
  );
}
