// Issue 27, "send less": a form's error messages are Validation keys its checks produce (its schema in
// provider/contracts, the app's own checks, the provider's `fields`). A page sends only the codes its forms can show;
// each form's messages module lists them beside the modules they come from (FormCodes, lib/i18n/message-pick.ts).
// A code those modules spell that the list neither sends nor says is never shown fails here: sent too few, the form
// would show "invalid" where it showed the rule that failed.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, reachableClientModules, resolveImport } from "@/scripts/i18n/client-namespaces.mjs";
import { codesSpelled } from "@/scripts/i18n/validation-codes.mjs";
import type { FormCodes, MessagePick } from "@/lib/i18n/message-pick";

const HOOK = "components/ui/use-validation-message.ts";

/** Every `*-messages.ts` module under components/. */
function messageModules(dir = "components"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return messageModules(full);
    return entry.name.endsWith("-messages.ts") ? [full] : [];
  });
}

type Form = { name: string; file: string; codes: FormCodes; sent: readonly string[] };

/** Each FormCodes export with the Validation keys its module's pick of the same name sends (`X_CODES` ↔ `X_MESSAGES`). */
async function forms(): Promise<Form[]> {
  const found: Form[] = [];
  for (const file of messageModules()) {
    const loaded = (await import(/* @vite-ignore */ path.resolve(file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(loaded)) {
      if (!name.endsWith("_CODES")) continue;
      const pick = loaded[name.replace(/_CODES$/, "_MESSAGES")] as MessagePick | undefined;
      if (!pick) throw new Error(`${file}: ${name} without its ${name.replace(/_CODES$/, "_MESSAGES")}`);
      found.push({ name, file, codes: value as FormCodes, sent: pick.Validation ?? [] });
    }
  }
  return found;
}

const spelled = (files: readonly string[]) => new Set(files.flatMap((file) => [...codesSpelled(readFileSync(file, "utf8"))]));
const importsHook = (file: string) => /["']@\/components\/ui\/use-validation-message["']/.test(readFileSync(file, "utf8"));

describe("the error codes each form's page sends", async () => {
  const all = await forms();

  it("finds the forms", () => {
    expect(all.map((form) => form.name).sort()).toEqual(["BOOKING_FORM_CODES", "FLIGHT_SEARCH_FORM_CODES", "STAY_BOOKING_FORM_CODES"]);
  });

  for (const { name, codes, sent } of all) {
    it(`${name}: every code its sources spell is sent or said never shown, and nothing else is sent`, () => {
      const possible = spelled(codes.sources);
      const notShown = Object.keys(codes.notShown);
      const unsaid = [...possible].filter((code) => !sent.includes(code) && !notShown.includes(code));
      const extra = sent.filter((code) => !possible.has(code) && code !== "invalid");
      const both = sent.filter((code) => notShown.includes(code));
      const stale = notShown.filter((code) => !possible.has(code));
      expect({ unsaid, extra, both, stale }).toEqual({ unsaid: [], extra: [], both: [], stale: [] });
      // The hook shows "invalid" for a code it was not sent: every form sends it.
      expect(sent).toContain("invalid");
    });

    it(`${name}: the app's own modules the form runs that spell codes are among its sources`, () => {
      // The contracts the form's schema imports are named by hand (a contract module holds other forms' schemas too);
      // the app's own checks are found.
      const own = reachableClientModules(codes.form)
        .map((file) => path.relative(process.cwd(), file))
        .filter((file) => !file.startsWith("provider/") && file !== HOOK && codesSpelled(readFileSync(file, "utf8")).size > 0);
      expect(own.filter((file) => !codes.sources.includes(file))).toEqual([]);
    });

    it(`${name}: every contract its contracts import that spells codes is a source, or said to lend it no rule`, () => {
      const others = Object.keys(codes.otherContracts ?? {});
      const imported = codes.sources
        .filter((file) => file.startsWith("provider/contracts/"))
        .flatMap((file) => importsOf(readFileSync(file, "utf8")).map((specifier) => resolveImport(specifier, path.resolve(file))))
        .flatMap((file) => (file ? [path.relative(process.cwd(), file)] : []))
        .filter((file) => file.startsWith("provider/contracts/") && codesSpelled(readFileSync(file, "utf8")).size > 0);
      expect([...new Set(imported)].filter((file) => !codes.sources.includes(file) && !others.includes(file))).toEqual([]);
      expect(others.filter((file) => !imported.includes(file))).toEqual([]);
    });
  }

  // The pages that pick keys (lib/i18n/message-pick.ts) and their picks.
  const picking = await pickingPages();

  it("finds the pages that pick keys", () => {
    expect(picking.length).toBeGreaterThanOrEqual(5);
  });

  for (const { file, pick } of picking) {
    it(`${file}: sends the codes of every form it draws, and every module showing errors is one of those forms'`, () => {
      const reachable = reachableClientModules(file).map((module) => path.relative(process.cwd(), module));
      const drawn = all.filter(({ codes }) => reachable.includes(codes.form));
      const sent = new Set<string>(pick.Validation ?? []);
      expect(drawn.flatMap(({ sent: codes }) => codes.filter((code) => !sent.has(code)))).toEqual([]);
      const covered = new Set(drawn.flatMap(({ codes }) => reachableClientModules(codes.form).map((module) => path.relative(process.cwd(), module))));
      expect(reachable.filter((module) => module !== HOOK && importsHook(module) && !covered.has(module))).toEqual([]);
    });
  }
});

/** Traveller pages whose `namespaces={X}` is a pick imported from a `*-messages` module. */
async function pickingPages(dir = "app/[locale]"): Promise<{ file: string; pick: MessagePick }[]> {
  const found: { file: string; pick: MessagePick }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "admin") found.push(...(await pickingPages(full)));
      continue;
    }
    if (entry.name !== "page.tsx") continue;
    const source = readFileSync(full, "utf8");
    const name = /namespaces=\{([A-Z_]+)\}/.exec(source)?.[1];
    const from = name ? new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*["']@/([^"']+-messages)["']`).exec(source)?.[1] : undefined;
    if (!name || !from) continue;
    const loaded = (await import(/* @vite-ignore */ path.resolve(`${from}.ts`))) as Record<string, MessagePick>;
    found.push({ file: full, pick: loaded[name]! });
  }
  return found;
}
