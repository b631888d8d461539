import type { Rule } from "eslint";
export const noPhysicalDirection: Rule.RuleModule;
