// The wrapper every provider endpoint goes through: auth by role, zod-parsed params/query/body,
// one error shape, and an entry in the OpenAPI document.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { authenticate, type AuthUser } from "./auth";
import { errorResponse, forbidden, notFound, unauthorized } from "./errors";
import { localeOf, type ProviderLocale } from "./locale";
import { parse, parseBody } from "./validate";
import { registerOperation } from "./openapi";

export type Access = "public" | "optional" | "user" | "admin";
type Method = "get" | "post" | "put" | "patch" | "delete";

type Spec<P, Q, B, A extends Access> = {
  summary: string;
  access: A;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** A body the handler reads itself (e.g. only in some modes): documented, not parsed by the wrapper. */
  documentedBody?: z.ZodType;
  response?: z.ZodType;
  /** Status of a successful answer; 200 unless said. */
  status?: 200 | 201 | 204;
};

type UserFor<A extends Access> = A extends "user" | "admin" ? AuthUser : A extends "optional" ? AuthUser | null : null;

export type HandlerContext<P, Q, B, A extends Access> = {
  c: Context;
  params: P;
  query: Q;
  body: B;
  user: UserFor<A>;
  locale: ProviderLocale;
};

export type Service = ReturnType<typeof createService>;

/** A service mounted under `/<name>`; `path` is relative to it, Hono style (`api/Flights/:id`). */
export function createService(name: string) {
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => errorResponse(c, notFound()));

  function add(method: Method) {
    return <P = Record<string, never>, Q = Record<string, never>, B = undefined, A extends Access = Access>(
      path: string,
      spec: Spec<P, Q, B, A>,
      handler: (ctx: HandlerContext<P, Q, B, A>) => Promise<unknown> | unknown,
    ) => {
      const fullPath = `/${path.replace(/^\//, "")}`;
      registerOperation({ service: name, method, path: fullPath, ...spec, body: spec.body ?? spec.documentedBody });
      app[method](fullPath, async (c) => {
        const user = spec.access === "public" ? null : await authenticate(c);
        if ((spec.access === "user" || spec.access === "admin") && !user) throw unauthorized();
        if (spec.access === "admin" && user?.role !== "Admin") throw forbidden();
        const params = (spec.params ? parse(spec.params, c.req.param()) : c.req.param()) as P;
        const query = (spec.query ? parse(spec.query, c.req.query()) : {}) as Q;
        const body = (spec.body ? await parseBody(c, spec.body) : undefined) as B;
        const result = await handler({ c, params, query, body, user: user as UserFor<A>, locale: localeOf(c) });
        if (result instanceof Response) return result;
        if (spec.status === 204 || result === undefined) return c.body(null, 204);
        return c.json(result as object, spec.status ?? 200);
      });
    };
  }

  return { name, app, get: add("get"), post: add("post"), put: add("put"), patch: add("patch"), delete: add("delete") };
}
