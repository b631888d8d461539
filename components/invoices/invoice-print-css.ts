/**
 * The invoice's own print styles: the ticket's page frame (no navbar, footer or .no-print, A4), and a sheet that prints
 * black on white without its card's frame, its table rows never split across pages and the QR code kept whole.
 */
import { TICKET_PRINT_CSS } from "@/components/ticket/print-css";

export const INVOICE_PRINT_CSS = `${TICKET_PRINT_CSS}
@media print {
  .invoice-sheet { border: 0 !important; box-shadow: none !important; padding: 0 !important; }
  .invoice-sheet * { color: #000 !important; background: transparent !important; }
  .invoice-sheet tr, .invoice-sheet .invoice-qr { break-inside: avoid; }
  .invoice-sheet th, .invoice-sheet td { border-color: #000 !important; }
}`;
