// The wrapper every provider endpoint goes through: auth by role, zod-parsed params/query/body,
// one error shape, and an entry in the OpenAPI document.
import { Hono, type Context } from "hono";
import { z } from "zod";
import { authenticateRequest, type AuthUser } from "./auth";
import { errorResponse, forbidden, notFound, unauthorized } from "./errors";
import { localeOf, type ProviderLocale } from "./locale";
import { parse, parseBody } from "./validate";
import { registerOperation } from "./openapi";

export type Access = "public" | "optional" | "user" | "admin";
type Method = "get" | "post" | "put" | "patch" | "delete";

type Spec<P, Q, B, A extends Access, R extends z.ZodType> = {
  summary: string;
  access: A;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** A body the handler reads itself (e.g. only in some modes): documented, not parsed by the wrapper. */
  documentedBody?: z.ZodType;
  /** The answer's schema: the handler's return type is checked against it at compile time. */
  response?: R;
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

/**
 * What a handler may return for a response schema. The schema's INPUT type, not its output: c.json runs
 * JSON.stringify on the value and the app parses that JSON with the same schema, so the handler must hand over
 * what the schema accepts before any transform or default (a Date where the contract says string is refused,
 * and so it should be: it would only match by the accident of Date.toJSON). A Response is always allowed
 * (files, custom headers); without a schema the answer is unchecked.
 */
export type HandlerResult<R extends z.ZodType> = (z.ZodType extends R ? unknown : z.input<R>) | Response;

/** T with every key the schema S does not declare turned into `never`, down through objects and arrays. */
type Exact<T, S> = T extends Response
  ? T
  : [S] extends [readonly (infer SE)[]]
    ? T extends readonly (infer TE)[]
      ? readonly Exact<TE, SE>[]
      : T
    : [S] extends [Date]
      ? T
      : [S] extends [object]
        ? T extends object
          ? ExactObject<T, S>
          : T
        : T;

/** The members of a union schema S that T fits (for a discriminated union, the one its tag names). */
type MembersOf<T, S> = S extends object ? (T extends S ? S : never) : never;
type ExactKeys<T, S> = { [K in keyof T]: K extends keyof S ? Exact<T[K], S[K]> : never };
/** Against a union (a list of several kinds) T is held to the member it is, not to the keys all members share. */
type ExactObject<T, S> = [MembersOf<T, S>] extends [never] ? ExactKeys<T, S> : ExactKeys<T, MembersOf<T, S>>;

/**
 * TypeScript does not refuse extra properties of a value it merely checks for assignability, and an extra field
 * (a password hash from a spread row) would go out on the wire even though the app's parse drops it. This rest
 * parameter is empty when the handler's answer has no undeclared field, and demands an impossible fourth
 * argument otherwise, so such a handler fails `tsc` ("Expected 4 arguments").
 */
type NoUndeclaredFields<R extends z.ZodType, T> = z.ZodType extends R ? [] : T extends Exact<T, z.input<R>> ? [] : [undeclaredField: never];

export type Service = ReturnType<typeof createService>;

/** A service mounted under `/<name>`; `path` is relative to it, Hono style (`api/Flights/:id`). */
export function createService(name: string) {
  const app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  app.notFound((c) => errorResponse(c, notFound()));

  function add(method: Method) {
    return <
      P = Record<string, never>,
      Q = Record<string, never>,
      B = undefined,
      A extends Access = Access,
      R extends z.ZodType = z.ZodType,
      T extends HandlerResult<R> = HandlerResult<R>,
    >(
      path: string,
      spec: Spec<P, Q, B, A, R>,
      handler: (ctx: HandlerContext<P, Q, B, A>) => Promise<T> | T,
      ..._exact: NoUndeclaredFields<R, T>
    ) => {
      const fullPath = `/${path.replace(/^\//, "")}`;
      registerOperation({ service: name, method, path: fullPath, ...spec, body: spec.body ?? spec.documentedBody });
      app[method](fullPath, async (c) => {
        // An optional endpoint serves a locked account's token as a guest; a protected one says why it refuses it.
        const { user, refusal } = spec.access === "public" ? { user: null, refusal: null } : await authenticateRequest(c);
        if ((spec.access === "user" || spec.access === "admin") && !user) throw unauthorized(refusal ?? "UNAUTHORIZED");
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
