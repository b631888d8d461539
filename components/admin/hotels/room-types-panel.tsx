"use client";

import { useMutation } from "@tanstack/react-query";
import { Archive } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import type { AdminHotel, AdminRoomType } from "@/provider/contracts/admin-hotels";
import { addRoomRate, archiveRoomType, deleteRoomRate } from "@/lib/api/admin-hotels";
import { failureMessage } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Button } from "@/components/ui/button";
import { SarAmount } from "../sar-amount";
import { DateRules } from "../date-rules";
import { RoomTypeForm } from "./room-type-form";

/** A hotel's room types on its edit page: each opens to its form, its closed dates and prices, and archiving; then a form adding one. */
export function RoomTypesPanel({ hotel }: { hotel: AdminHotel }) {
  const t = useTranslations("AdminHotels");
  return (
    <section aria-labelledby="room-types-title" className="mt-6 flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 sm:p-8">
      <h2 id="room-types-title" className="text-lg font-bold text-slate-900">
        {t("roomTypes")}
      </h2>
      {hotel.roomTypes.length === 0 ? <p className="text-sm text-slate-600">{t("noRoomTypes")}</p> : null}
      {hotel.roomTypes.map((room) => (
        <RoomTypeItem key={room.id} hotelId={hotel.id} room={room} />
      ))}
      <details className="rounded-xl ring-1 ring-slate-200" open={hotel.roomTypes.length === 0}>
        <summary className="cursor-pointer px-4 py-3 font-semibold text-brand-800">{t("addRoomType")}</summary>
        <div className="p-4">
          <RoomTypeForm hotelId={hotel.id} room={null} />
        </div>
      </details>
    </section>
  );
}

function RoomTypeItem({ hotelId, room }: { hotelId: number; room: AdminRoomType }) {
  const t = useTranslations("AdminHotels");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const name = locale === "ar" ? room.nameAr : room.nameEn;
  const archive = useMutation({
    mutationFn: () => archiveRoomType(room.id, locale),
    onSuccess: () => {
      toast.success(t("roomArchived"));
      router.refresh();
    },
    onError: (error) => toast.error(failureMessage(error, t("archiveFailed"))),
  });
  return (
    <details className="rounded-xl ring-1 ring-slate-200">
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
        <span className="font-semibold text-slate-900">{name}</span>
        <span className="text-sm text-slate-600">
          <SarAmount halalas={room.nightlyPrice} /> · {t("unitsValue", { count: room.units })} · {t("reservations", { count: room.reservationCount })}
        </span>
        {room.archived ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{t("archived")}</span> : null}
      </summary>
      <div className="flex flex-col gap-6 p-4">
        <RoomTypeForm hotelId={hotelId} room={room} />
        <DateRules
          rules={room.rates}
          label={t("ratesOf", { name })}
          intro={t("ratesIntro")}
          idPrefix={`rate-${room.id}`}
          add={(values) => addRoomRate(room.id, values, locale)}
          remove={(rateId) => deleteRoomRate(rateId, locale)}
          listHref="/admin/dashboard/hotels"
        />
        {room.archived ? null : (
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
            <p className="text-sm text-slate-600">{t("archiveRoomHint")}</p>
            <Button type="button" variant="ghost" disabled={archive.isPending} onClick={() => archive.mutate()}>
              <Archive aria-hidden className="size-4" />
              {t("archiveRoom", { name })}
            </Button>
          </div>
        )}
      </div>
    </details>
  );
}
