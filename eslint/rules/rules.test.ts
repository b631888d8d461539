// The rules as ESLint runs them: which source the project's lint refuses, and which it lets through.
import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import { noPhysicalDirection } from "./no-physical-direction.mjs";
import { noServerCodeInBrowser } from "./no-server-code-in-browser.mjs";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const root = path.resolve(import.meta.dirname, "../..");
const at = (file: string) => path.join(root, file);

tester.run("no-physical-direction", noPhysicalDirection, {
  valid: [
    { code: `const a = <div className="ms-2 pe-4 text-start rtl:rotate-180" />;`, filename: at("components/x.tsx") },
    { code: `const a = <div className="ltr:left-0 rtl:right-0" />;`, filename: at("components/x.tsx") },
    { code: `// ml-2 and text-left in a comment\n/* border-l, rounded-r */\nconst a = 1;`, filename: at("components/x.tsx") },
    { code: `import x from "./left-panel"; const s = "Scroll left or right";`, filename: at("components/x.tsx") },
    { code: 'const c = `flex ${open ? "ms-2" : "me-2"} gap-2`;', filename: at("components/x.tsx") },
  ],
  invalid: [
    { code: `const a = <div className="flex ml-2" />;`, filename: at("components/x.tsx"), errors: [{ messageId: "physical", data: { token: "ml-2" } }] },
    { code: `const styles = { item: "sm:text-right !pl-4" };`, filename: at("components/x.ts"), errors: 2 },
    { code: 'const c = cn(`flex ${open ? "-ml-2" : ""} [left:0]`);', filename: at("components/x.tsx"), errors: 2 },
    { code: "const c = `gap-2 ml-${size}`;", filename: at("components/x.tsx"), errors: [{ messageId: "physical", data: { token: "ml-${…}" } }] },
    { code: `const a = <div className={clsx("border-l", active && "rounded-tl-lg")} />;`, filename: at("components/x.tsx"), errors: 2 },
  ],
});

tester.run("no-server-code-in-browser", noServerCodeInBrowser, {
  valid: [
    // server components and server modules may import the provider client
    { code: `import { getPage } from "@/lib/provider/content";`, filename: at("components/content/x.tsx") },
    // type-only imports vanish when compiled
    { code: `"use client";\nimport type { SocialLink } from "@/lib/provider/content";`, filename: at("components/layout/x.tsx") },
    { code: `"use client";\nimport { type SocialLink } from "@/lib/provider/content";`, filename: at("components/layout/x.tsx") },
    // a browser module importing a module with no server code
    { code: `"use client";\nimport { safeRedirect } from "@/lib/auth/redirect";`, filename: at("components/account/x.tsx") },
    {
      code: `"use client";\nimport { isProviderService } from "@/lib/provider/services";`,
      filename: at("components/reservations/x.tsx"),
      options: [{ allow: ["@/lib/provider/services"] }],
    },
  ],
  invalid: [
    { code: `"use client";\nimport "server-only";`, filename: at("components/x.tsx"), errors: [{ messageId: "marker" }] },
    { code: `"use client";\nimport { getPage } from "@/lib/provider/content";`, filename: at("components/x.tsx"), errors: [{ messageId: "provider" }] },
    {
      code: `"use client";\nimport { isProviderService } from "@/lib/provider/services";`,
      filename: at("components/x.tsx"),
      errors: [{ messageId: "provider" }],
    },
    // relative and dynamic imports resolve to the same files
    { code: `"use client";\nconst m = import("../../lib/provider/client");`, filename: at("components/layout/x.tsx"), errors: [{ messageId: "provider" }] },
    // a server-only module outside lib/provider/
    { code: `"use client";\nimport { getSession } from "@/lib/auth/session";`, filename: at("components/x.tsx"), errors: [{ messageId: "serverOnly" }] },
    // lib/api/ is browser code without the directive
    { code: `import { readCurrency } from "@/lib/currency/server";`, filename: at("lib/api/x.ts"), errors: [{ messageId: "serverOnly" }] },
  ],
});
