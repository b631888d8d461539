import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginRequest, loginResponse } from "@/provider/contracts/accounts";
import { appOrigin } from "@/lib/http/app-origin";
import { callbackOnSite } from "@/lib/http/callback-url";
import { clientAddress, type HeaderSource } from "@/lib/http/client-address";
import { providerRequest, ProviderRequestError } from "@/lib/provider/client";
import { authSecret, SESSION_MAX_AGE } from "./secret";
import { isRevokedSessionLog, recheckSession } from "./recheck";

/** The request next-auth answers: the origin the visitor is using (lib/http/origin.ts) and its headers. */
type AuthRequest = { site: string; headers: HeaderSource };

/**
 * next-auth with the provider as the credentials check. The provider token lives only in the
 * encrypted, httpOnly JWT cookie: the session callback exposes the user, never the token.
 * A function, so the secret is read at request time rather than at build time, and so that redirects and the
 * cookies' Secure flag follow the address of this request rather than NEXTAUTH_URL's.
 */
export const authOptions = (request: AuthRequest = { site: appOrigin(), headers: {} }): NextAuthOptions => ({
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/login", error: "/login" },
  useSecureCookies: request.site.startsWith("https://"),
  logger: {
    error(code, metadata) {
      // A session the provider revoked is routine: next-auth clears its cookie; one line says so, not a stack.
      if (isRevokedSessionLog(code, metadata)) return console.info("[auth] a revoked session was signed out (its cookie cleared)");
      console.error(`[next-auth][error][${code}]`, metadata);
    },
    warn(code) {
      console.warn(`[next-auth][warn][${code}]`);
    },
    debug() {},
  },
  providers: [
    CredentialsProvider({
      name: "credentials",
      credentials: { email: { type: "email" }, password: { type: "password" }, locale: { type: "text" } },
      async authorize(credentials, req) {
        const parsed = loginRequest.safeParse({ email: credentials?.email, password: credentials?.password });
        if (!parsed.success) throw new Error("INVALID_CREDENTIALS");
        const locale = credentials?.locale === "en" ? "en" : "ar";
        try {
          const data = await providerRequest("auth-backend", "api/Account/login", {
            method: "POST",
            body: parsed.data,
            locale,
            schema: loginResponse,
            // next-auth hands authorize the request's headers (a plain object in the App Router).
            clientAddress: clientAddress(req?.headers ?? {}),
          });
          return {
            id: data.userId,
            name: data.userName,
            email: data.email,
            phoneNumber: data.phoneNumber,
            role: data.role,
            accessToken: data.token,
          };
        } catch (error) {
          // The code (EMAIL_NOT_CONFIRMED, INVALID_CREDENTIALS, …) reaches the form, which translates it.
          throw new Error(error instanceof ProviderRequestError ? error.code : "SERVER_ERROR");
        }
      },
    }),
  ],
  callbacks: {
    redirect({ url }) {
      return callbackOnSite(url, request.site, request.headers);
    },
    async jwt({ token, user }) {
      // Every read of the session (the navbar's, an update after the visitor changed their details) asks the provider
      // who the token's user is now: a revoked token (password reset elsewhere) throws, and next-auth clears the
      // cookie; otherwise the name, phone and role are the provider's, never what the browser sent.
      if (!user && token.accessToken) await recheckSession(token);
      if (user) {
        token.userId = user.id;
        token.name = user.name;
        token.email = user.email;
        token.phoneNumber = user.phoneNumber;
        token.role = user.role;
        token.accessToken = user.accessToken;
      }
      return token;
    },
    async session({ session, token }) {
      session.user = {
        id: token.userId,
        name: token.name ?? "",
        email: token.email ?? "",
        phoneNumber: token.phoneNumber,
        role: token.role,
      };
      return session;
    },
  },
});
