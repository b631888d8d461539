// Calls the embedded provider the way the app does (full routing, validation and error shape), in-process.
import { providerApp } from "@/provider/app";
import { settleDeferred } from "@/provider/http/deferred";

export type CallOptions = { method?: string; body?: unknown; token?: string; locale?: "ar" | "en"; rawBody?: string };
export type CallResult<T = Record<string, unknown>> = { status: number; json: T };

export async function call<T = Record<string, unknown>>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.locale) headers["accept-language"] = options.locale;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers["content-type"] = "application/json";
  const response = await providerApp.fetch(
    new Request(`http://provider.internal${path}`, {
      method: options.method ?? (hasBody ? "POST" : "GET"),
      headers,
      body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    }),
  );
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

export const auth = (path: string, options?: CallOptions) => call(`/auth-backend/${path}`, options);
export const flight = (path: string, options?: CallOptions) => call(`/flight-backend/${path}`, options);

export async function login(email: string, password: string): Promise<string> {
  const { status, json } = await auth("api/Account/login", { body: { email, password } });
  if (status !== 200) throw new Error(`login ${email} failed: ${status} ${JSON.stringify(json)}`);
  return json.token as string;
}

export const adminToken = () => login("admin@example.com", "Admin#12345");
export const travelerToken = () => login("traveler@example.com", "Traveler#12345");

type OutboxMail = { id: string; to: string; subject: string; text: string; link: string | null; createdAt: string };

/** The mails to one address, newest first, read through the admin outbox endpoint like the e2e tests do. */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  // Reset and confirmation mails are written after the answer (provider/http/deferred.ts).
  await settleDeferred();
  const { status, json } = await call<OutboxMail[]>(`/auth-backend/api/Admin/Outbox?to=${encodeURIComponent(email)}`, {
    token: await adminToken(),
  });
  if (status !== 200) throw new Error(`outbox: ${status}`);
  return json;
}

/** The token of the newest link mailed to an address. */
export async function latestToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const token = mail?.link ? new URL(mail.link).searchParams.get("token") : null;
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}
