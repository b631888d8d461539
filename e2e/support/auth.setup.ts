import { request as playwrightRequest, test as setup } from "@playwright/test";
import { ADMIN, signIn, TRAVELER } from "./accounts";

for (const [name, account] of [
  ["traveler", TRAVELER],
  ["admin", ADMIN],
] as const) {
  setup(`sign in as ${name}`, async ({ baseURL }) => {
    const context = await playwrightRequest.newContext({ baseURL });
    await signIn(context, account);
    await context.storageState({ path: `e2e/.auth/${name}.json` });
    await context.dispose();
  });
}
