import { qrSvg } from "@/lib/ticket/qr";

/** The invoice's QR code (the TLV payload, base64), drawn on the server as the e-ticket's is. */
export function InvoiceQr({ payload, label }: { payload: string; label: string }) {
  const { size, path } = qrSvg(payload);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="invoice-qr size-40 shrink-0 bg-white"
      shapeRendering="crispEdges"
      data-testid="invoice-qr"
      data-payload={payload}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
