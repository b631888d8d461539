import { getTranslations } from "next-intl/server";
import { adminPage, adminTitle } from "@/components/admin/admin-page";
import { CatalogueEditBody } from "@/components/admin/catalogue-record-pages";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export const generateMetadata = adminTitle(async () => (await getTranslations("AdminCatalogue"))("transfers.edit"));

export default adminPage((props: PageProps<"/[locale]/admin/dashboard/transfers/edit/[id]">) => (
  <CatalogueEditBody resource="transfers" params={props.params} />
));
