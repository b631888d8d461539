import { Latin, Ltr } from "@/components/ui/latin";

/** The `<strong>` tag of rich messages: an email address, isolated so it reads right in Arabic. */
export function strongLtr(chunks: React.ReactNode) {
  return <Latin className="font-semibold break-all text-slate-900">{chunks}</Latin>;
}

/** The `<ltr>` tag of rich messages: numbers such as "+966" keep their sign in Arabic text. */
export function ltr(chunks: React.ReactNode) {
  return <Ltr>{chunks}</Ltr>;
}
