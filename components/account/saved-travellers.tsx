"use client";

import { useEffect, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Pencil, Trash2, UserRound } from "lucide-react";
import { MAX_SAVED_TRAVELLERS, type SavedTraveller } from "@/provider/contracts/saved-travellers";
import { deleteSavedTraveller, fillFromSavedTraveller, savedTravellersQuery } from "@/lib/api/saved-travellers";
import { failureMessage } from "@/lib/api/bff-client";
import { queryKeys } from "@/lib/api/keys";
import { calendarDate } from "@/lib/format/dates";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SavedTravellerForm, type EditedTraveller } from "./saved-traveller-form";

/**
 * The profile's saved travellers: each with its passport number masked, an edit button (the add form's fields, filled
 * with its values, in its place) and a delete button, then the form to add one.
 */
export function SavedTravellers() {
  const t = useTranslations("SavedTravellers");
  const locale = useLocale() as Locale;
  const list = useQuery(savedTravellersQuery(locale));
  const travellers = list.data ?? [];
  const atLimit = travellers.length >= MAX_SAVED_TRAVELLERS;
  return (
    <div className="flex flex-col gap-6">
      {list.isError ? <Alert variant="error">{failureMessage(list.error, t("failed"))}</Alert> : null}
      {list.isSuccess && travellers.length === 0 ? <p className="text-sm text-muted">{t("empty")}</p> : null}
      {travellers.length ? (
        <ul aria-label={t("listLabel")} className="flex flex-col gap-3">
          {travellers.map((traveller) => (
            <SavedTravellerRow key={traveller.id} traveller={traveller} />
          ))}
        </ul>
      ) : null}
      {atLimit ? <Alert variant="info">{t("limit", { max: MAX_SAVED_TRAVELLERS })}</Alert> : null}
      <SavedTravellerForm atLimit={atLimit} />
    </div>
  );
}

/**
 * Back to the button that opened a form once the form is closed and the button shown again: after React has drawn it (an
 * animation frame could come before the commit, and the focus was lost now and then in CI). Call the result on close.
 */
function useFocusBackTo(buttonId: string, formOpen: boolean): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (formOpen || !pending.current) return;
    pending.current = false;
    document.getElementById(buttonId)?.focus();
  }, [formOpen, buttonId]);
  return () => {
    pending.current = true;
  };
}

function SavedTravellerRow({ traveller }: { traveller: SavedTraveller }) {
  const t = useTranslations("SavedTravellers");
  const tBooking = useTranslations("Booking");
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const day = (iso: string) => format.dateTime(calendarDate(iso), { dateStyle: "medium" });
  const name = `${traveller.firstName} ${traveller.lastName}`;
  const nationality = new Intl.DisplayNames([locale], { type: "region" }).of(traveller.nationality) ?? traveller.nationality;
  const [edited, setEdited] = useState<EditedTraveller | null>(null);
  const editButtonId = `saved-traveller-edit-${traveller.id}`;
  // The passport number is read in full only now, to fill the form (the list has it masked).
  const open = useMutation({
    mutationFn: () => fillFromSavedTraveller(traveller.id, locale),
    onSuccess: ({ id, title, firstName, lastName, dateOfBirth, nationality, passportNumber, passportExpiry }) =>
      setEdited({ id, name, values: { title, firstName, lastName, dateOfBirth, nationality, passportNumber, passportExpiry } }),
    onError: (error) => toast.error(failureMessage(error, t("failed"))),
  });
  const returnFocus = useFocusBackTo(editButtonId, edited !== null);
  const close = () => {
    returnFocus();
    setEdited(null);
  };
  const remove = useMutation({
    mutationFn: () => deleteSavedTraveller(traveller.id, locale),
    onSuccess: async () => {
      toast.success(t("deleted"));
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedTravellers.all });
    },
    onError: (error) => toast.error(failureMessage(error, t("failed"))),
  });
  if (edited) {
    return (
      <li className="rounded-xl border border-brand-200 p-3">
        <SavedTravellerForm edited={edited} onDone={close} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 p-3">
      <span className="grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700">
        <UserRound aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-900">
          {tBooking(`genders.${traveller.title}`)} <bdi dir="ltr">{name}</bdi>
        </p>
        <p className="text-slate-600">
          {nationality} · {t("bornOn", { date: day(traveller.dateOfBirth) })}
        </p>
        <p className="text-slate-600">
          {t.rich("passportLine", {
            masked: traveller.passportMasked,
            number: (chunks) => (
              <bdi dir="ltr" className="font-mono">
                {chunks}
              </bdi>
            ),
            date: day(traveller.passportExpiry),
          })}
        </p>
      </div>
      <Button
        id={editButtonId}
        variant="outline"
        size="sm"
        onClick={() => open.mutate()}
        disabled={open.isPending}
        aria-busy={open.isPending}
        aria-label={t("editNamed", { name })}
      >
        <Pencil aria-hidden className="size-4" />
        {t("edit")}
      </Button>
      <Button variant="outline" size="sm" onClick={() => remove.mutate()} disabled={remove.isPending} aria-label={t("deleteNamed", { name })}>
        <Trash2 aria-hidden className="size-4" />
        {t("delete")}
      </Button>
    </li>
  );
}
