// A database error the input caused is the caller's fault, whatever statement met it: a number out of a column's
// range (22003), text that is not the column's type (22P02), a date or time off Postgres's calendar (22007, 22008,
// 22009) answer 400 VALIDATION, never 500 — a net under the contracts, which should refuse such input first.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { errorResponse } from "@/provider/http/errors";

/** A failure as drizzle throws it: a DrizzleQueryError-like wrapper whose cause carries the driver's SQLSTATE. */
const failedQuery = (code: string) => Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("driver"), { code }) });

async function answerTo(error: unknown) {
  const app = new Hono();
  app.get("/", () => {
    throw error;
  });
  app.onError((e, c) => errorResponse(c, e));
  const response = await app.request("/", { headers: { "accept-language": "en" } });
  return { status: response.status, body: (await response.json()) as { code: string } };
}

describe("database errors caused by the input", () => {
  it.each(["22003", "22P02", "22007", "22008", "22009"])("SQLSTATE %s answers 400 VALIDATION", async (code) => {
    expect(await answerTo(failedQuery(code))).toEqual({ status: 400, body: expect.objectContaining({ code: "VALIDATION" }) });
  });

  it("any other database error stays a 500 (a bug to see, not the caller's fault)", async () => {
    expect((await answerTo(failedQuery("42P01"))).status).toBe(500);
  });
});
