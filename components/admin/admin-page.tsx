// The one per-request setup of every admin page: rendered whole per request (each page still exports
// `instant = false`, which Next reads from the page file itself) inside DynamicPage with the admin's messages, and a
// title that is never indexed. A page writes only its body: `export default adminPage(Body)`.
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DynamicPage } from "@/components/layout/dynamic-page";

type PageProps = { params: Promise<{ locale: string }> };

/** The page component around an admin page's body (which reads the session, the query or the record itself). */
export function adminPage<P extends PageProps>(Body: (props: P) => ReactNode | Promise<ReactNode>) {
  return function AdminPage(props: P) {
    return (
      <DynamicPage params={props.params} admin>
        <Body {...props} />
      </DynamicPage>
    );
  };
}

/** An admin page's `generateMetadata`: its title in the page's language, kept out of search engines. */
export function adminTitle(title: () => Promise<string>) {
  return async (): Promise<Metadata> => ({ title: await title(), robots: { index: false } });
}
