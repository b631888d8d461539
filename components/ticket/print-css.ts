/**
 * Printing a ticket or voucher drops the site's navbar and footer (siblings of #main in the layout) and anything
 * marked .no-print, and sets an A4 page. Scoped to those pages by rendering it there.
 */
export const TICKET_PRINT_CSS = `@media print {
  @page { size: A4; margin: 12mm; }
  body { background: #fff !important; color: #000 !important; }
  body *:has(~ #main), #main ~ * { display: none !important; }
}`;
