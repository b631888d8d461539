import type { Rule } from "eslint";
export const noServerCodeInBrowser: Rule.RuleModule;
