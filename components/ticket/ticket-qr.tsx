import { useTranslations } from "next-intl";
import { qrSvg } from "@/lib/ticket/qr";

/** The booking reference as a QR code, for airline and airport staff to scan from the screen or the printed ticket. */
export function TicketQr({ reference }: { reference: string }) {
  const t = useTranslations("Ticket");
  const { size, path } = qrSvg(reference);
  return (
    <svg
      role="img"
      aria-label={t("qrLabel", { reference })}
      data-testid="ticket-qr"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-28 shrink-0 rounded-lg bg-white print:size-[30mm] print:rounded-none"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
