"use client";

import { useCharged } from "./currency-provider";

/**
 * An amount as the card was (or is) charged, in SAR, with the visitor's currency under it as an indication. `about`
 * is the indication's words with an `{amount}` slot (e.g. "about {amount}"), translated by the server component
 * (formatted with the slot as its value: `t.raw` would hand over the precompiled message, not text).
 */
export function ChargedMoney({ value, about, className }: { value: number; about: string; className?: string }) {
  const { charged, indication } = useCharged()(value);
  return (
    <>
      <bdi className={className} dir="ltr">
        {charged}
      </bdi>
      {indication ? (
        <span className="block text-xs font-normal text-slate-600" data-testid="charged-indication">
          {about.replace("{amount}", indication)}
        </span>
      ) : null}
    </>
  );
}
