import { getTranslations } from "next-intl/server";
import { Briefcase, Luggage } from "lucide-react";
import { BAGGAGE_ALLOWANCE } from "@/provider/contracts/flights";
import { Ltr } from "@/components/ui/latin";

/** One baggage allowance (hand or checked): pieces, weight and the size limit. */
export async function AllowanceItem({ kind }: { kind: "hand" | "checked" }) {
  const t = await getTranslations("Flight");
  const a = BAGGAGE_ALLOWANCE[kind];
  return (
    <li className="flex items-start gap-3 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
      {kind === "hand" ? <Briefcase aria-hidden className="mt-0.5 size-5 text-brand-700" /> : <Luggage aria-hidden className="mt-0.5 size-5 text-brand-700" />}
      <div>
        <p className="font-semibold text-slate-900">{t(kind === "hand" ? "handBag" : "checkedBag")}</p>
        <p className="text-sm text-slate-700">{t("allowancePieces", { pieces: a.pieces, weight: a.weightKg })}</p>
        <p className="text-sm text-slate-600">
          {t.rich("dimensions", { a: a.dimensionsCm[0], b: a.dimensionsCm[1], c: a.dimensionsCm[2], ltr: (chunks) => <Ltr>{chunks}</Ltr> })}
        </p>
      </div>
    </li>
  );
}
