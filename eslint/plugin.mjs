// The project's own lint rules, registered as the `rahhal` plugin in eslint.config.mjs.
import { noPhysicalDirection } from "./rules/no-physical-direction.mjs";
import { noServerCodeInBrowser } from "./rules/no-server-code-in-browser.mjs";

export const rahhal = {
  meta: { name: "rahhal" },
  rules: {
    "no-physical-direction": noPhysicalDirection,
    "no-server-code-in-browser": noServerCodeInBrowser,
  },
};
