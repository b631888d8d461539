// ESLint rule: browser code ("use client" modules, and lib/api/ which only they use) must not import server code —
// the `server-only` marker, a module that starts with `import "server-only"`, or the server's provider client
// (lib/provider/). Type-only imports are fine: they vanish when compiled. Next's build would also fail on a
// server-only import, but only at build time and one module deep in a stack trace; this says it in the editor.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const serverOnlyCache = new Map();

function resolveFile(fromFile, source) {
  let base;
  if (source.startsWith("@/")) base = path.join(ROOT, source.slice(2));
  else if (source.startsWith(".")) base = path.resolve(path.dirname(fromFile), source);
  else return null;
  for (const ext of EXTENSIONS) {
    if (statSync(base + ext, { throwIfNoEntry: false })?.isFile()) return base + ext;
  }
  return null;
}

function isServerOnlyFile(file) {
  if (!serverOnlyCache.has(file)) {
    serverOnlyCache.set(file, /^\s*import\s+["']server-only["'];?\s*$/m.test(readFileSync(file, "utf8")));
  }
  return serverOnlyCache.get(file);
}

function isTypeOnly(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === "type" || s.exportKind === "type");
}

/** @type {import("eslint").Rule.RuleModule} */
export const noServerCodeInBrowser = {
  meta: {
    type: "problem",
    docs: { description: "Browser code must not import server-only modules or lib/provider/" },
    schema: [
      {
        type: "object",
        properties: {
          // Modules under lib/provider/ that hold no server code and are shared on purpose (a pure mapper).
          allow: { type: "array", items: { type: "string" } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      marker: "Browser code imports `server-only`.",
      serverOnly: "`{{source}}` is a server-only module; browser code reaches the provider through lib/api/.",
      provider: "`{{source}}` is the server's provider client; browser code reaches the provider through lib/api/.",
    },
  },
  create(context) {
    const file = context.filename;
    const relative = path.relative(ROOT, file).split(path.sep).join("/");
    const allow = new Set(context.options[0]?.allow ?? []);
    const isBrowser = (program) =>
      relative.startsWith("lib/api/") || program.body.some((statement) => statement.type === "ExpressionStatement" && statement.directive === "use client");

    let browser = false;
    const check = (node, sourceNode) => {
      if (!browser || !sourceNode || typeof sourceNode.value !== "string" || isTypeOnly(node)) return;
      const source = sourceNode.value;
      if (source === "server-only") return context.report({ node, messageId: "marker" });
      const target = resolveFile(file, source);
      const targetRelative = target
        ? path
            .relative(ROOT, target)
            .split(path.sep)
            .join("/")
            .replace(/\.tsx?$/, "")
        : null;
      if (targetRelative?.startsWith("lib/provider/") && !allow.has(`@/${targetRelative}`)) {
        return context.report({ node, messageId: "provider", data: { source } });
      }
      if (target && isServerOnlyFile(target)) context.report({ node, messageId: "serverOnly", data: { source } });
    };
    return {
      Program(program) {
        browser = isBrowser(program);
      },
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
