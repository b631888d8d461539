import { notFound } from "next/navigation";

// proxy.ts rewrites every path no page matches to this one (lib/routing/known-paths.ts). It throws notFound() at once,
// so the build prerenders the locale's not-found page here with status 404: an unknown address costs no render, and
// its heading is in the server HTML, in the address's language.
export default function NotFoundPage(): never {
  notFound();
}
