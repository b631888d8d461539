import type { JsonLd as Data } from "@/lib/seo/json-ld";

/**
 * A JSON-LD block. `<` is escaped so that no text in the data (an offer's title, an admin's page) can close the
 * script element. A data block, not a script: the CSP's script rules do not apply and nothing runs.
 */
export function JsonLd({ data }: { data: Data }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
