import { Mail, Phone, UserRound } from "lucide-react";
import { Latin, Ltr } from "@/components/ui/latin";

type Contact = { fullName: string; email: string; phone: string };

/** The lead contact's name (any script), email and phone, each isolated so Arabic text cannot reorder them. */
export function LeadContact({ lead }: { lead: Contact }) {
  return (
    <ul className="flex flex-col gap-2 text-sm text-slate-800">
      <li className="flex items-center gap-2">
        <UserRound aria-hidden className="size-4 shrink-0 text-muted" />
        <bdi className="font-medium">{lead.fullName}</bdi>
      </li>
      <li className="flex min-w-0 items-center gap-2">
        <Mail aria-hidden className="size-4 shrink-0 text-muted" />
        <Latin className="break-all">{lead.email}</Latin>
      </li>
      <li className="flex items-center gap-2">
        <Phone aria-hidden className="size-4 shrink-0 text-muted" />
        <Ltr>{lead.phone}</Ltr>
      </li>
    </ul>
  );
}
