// ESLint rule: no physical left/right Tailwind utilities in any string or template literal (see
// ../physical-direction.mjs for what counts and the rtl:/ltr: exception). Every string is checked, not only
// className attributes, because class lists also live in constants, cn()-style helpers and variant maps; the
// utility grammar is strict enough that prose and comments ("left-to-right") never match.
import { findPhysicalClasses } from "../physical-direction.mjs";

const HINT = "use the logical utility (ms-/me-, ps-/pe-, start-/end-, border-s/e, rounded-s/e, text-start/end)";

/** @type {import("eslint").Rule.RuleModule} */
export const noPhysicalDirection = {
  meta: {
    type: "problem",
    docs: { description: "Refuse physical left/right Tailwind utilities: they do not mirror in right-to-left pages" },
    schema: [],
    messages: { physical: "Physical utility `{{token}}` does not mirror in Arabic: " + HINT + ", or scope it with rtl:/ltr:." },
  },
  create(context) {
    const check = (node, text, openEnd = false) => {
      for (const token of findPhysicalClasses(text, { openEnd })) context.report({ node, messageId: "physical", data: { token } });
    };
    const isModuleSource = (node) =>
      node.parent &&
      (node.parent.type === "ImportDeclaration" ||
        node.parent.type === "ExportNamedDeclaration" ||
        node.parent.type === "ExportAllDeclaration" ||
        node.parent.type === "ImportExpression");
    return {
      Literal(node) {
        if (typeof node.value === "string" && !isModuleSource(node)) check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw, !node.tail);
      },
    };
  },
};
