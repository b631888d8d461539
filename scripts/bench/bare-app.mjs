// The floor of this stack: a bare Next app (one layout, one page of text) built with this repository's own
// next/react/react-dom, so a page's first-load JS can be read as "× the framework alone".
// It is built in a temporary folder outside the repository, with a symlink to our node_modules and Turbopack's
// root at "/" (inside the repository Turbopack picks up the repository's own instrumentation.ts; a symlink that
// leaves its root is refused), then kept under .data/bench/, keyed by the versions and this template, so CI and
// repeated runs build it once.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { NEXT_BIN } from "./app-build.mjs";

const TEXT =
  "A bare Next.js page: one server component with a few hundred bytes of text and no client component, " +
  "no font, no CSS. Its first-load JavaScript is the framework's own runtime, which every page of the app " +
  "also loads; whatever a page loads beyond it is what the app adds. ";

const FILES = {
  "package.json": JSON.stringify({ name: "bench-bare", private: true }, null, 2),
  "tsconfig.json": JSON.stringify(
    {
      compilerOptions: {
        target: "ES2022",
        lib: ["dom", "dom.iterable", "esnext"],
        strict: true,
        noEmit: true,
        module: "esnext",
        moduleResolution: "bundler",
        jsx: "react-jsx",
        isolatedModules: true,
        skipLibCheck: true,
        allowJs: false,
        esModuleInterop: true,
        resolveJsonModule: true,
        plugins: [{ name: "next" }],
      },
      include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts"],
      exclude: ["node_modules"],
    },
    null,
    2,
  ),
  "next.config.mjs": 'export default { poweredByHeader: false, turbopack: { root: "/" }, outputFileTracingRoot: "/" };\n',
  "app/layout.tsx":
    'export const metadata = { title: "Bare" };\n\n' +
    "export default function RootLayout({ children }: { children: React.ReactNode }) {\n" +
    '  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  "app/page.tsx": `export default function Page() {\n  return (\n    <main>\n      <h1>Bare page</h1>\n      <p>${TEXT.repeat(2).trim()}</p>\n    </main>\n  );\n}\n`,
};

const version = (name) => JSON.parse(readFileSync(path.join("node_modules", name, "package.json"), "utf8")).version;

export function bareVersions() {
  return { next: version("next"), react: version("react"), "react-dom": version("react-dom") };
}

/** Directory of the bare app for the installed versions; builds it if that build is not cached yet. */
export function ensureBareApp({ log = console.log } = {}) {
  const root = process.cwd();
  const versions = bareVersions();
  const template = createHash("sha256")
    .update(JSON.stringify({ versions, FILES: String(Object.values(FILES)) }))
    .digest("hex")
    .slice(0, 12);
  const dir = path.join(root, ".data", "bench", `bare-next${versions.next}-react${versions.react}`);
  const stampFile = path.join(dir, ".next", "bench-stamp");
  if (existsSync(path.join(dir, ".next", "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === template) {
    return { dir, versions, built: false };
  }
  log(`[bench] building the bare Next ${versions.next} + React ${versions.react} page (cached in ${path.relative(root, dir)})…`);
  const work = mkdtempSync(path.join(os.tmpdir(), "rahhal-bench-bare-"));
  try {
    for (const [file, content] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
      writeFileSync(path.join(work, file), content);
    }
    symlinkSync(path.join(root, "node_modules"), path.join(work, "node_modules"));
    const build = spawnSync("node", [path.join(root, NEXT_BIN), "build"], {
      cwd: work,
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error(`next build of the bare app failed:\n${build.stdout}\n${build.stderr}`);
    rmSync(dir, { recursive: true, force: true });
    cpSync(work, dir, { recursive: true, verbatimSymlinks: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(stampFile, template);
  return { dir, versions, built: true };
}
