import { getMessages, getTranslations } from "next-intl/server";
import { CircleAlert } from "lucide-react";

/** The translated field messages of a refused search, instead of results. */
export async function ValidationSummary({ title, fields }: { title: string; fields: Record<string, string> }) {
  const t = await getTranslations("Validation");
  const known = (await getMessages()).Validation;
  const messages = [...new Set(Object.values(fields).map((key) => (key in known ? t(key as keyof typeof known) : t("invalid"))))];
  return (
    <div role="alert" className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
