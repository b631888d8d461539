import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { loginRequest, loginResponse, userData } from "@/provider/contracts/accounts";
import { clientAddress } from "@/lib/http/client-address";
import { providerRequest, ProviderRequestError } from "@/lib/provider/client";
import { authSecret, SESSION_MAX_AGE } from "./secret";

/**
 * next-auth with the provider as the credentials check. The provider token lives only in the
 * encrypted, httpOnly JWT cookie: the session callback exposes the user, never the token.
 * A function, so the secret is read at request time rather than at build time.
 */
export const authOptions = (): NextAuthOptions => ({
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
  pages: { signIn: "/login", error: "/login" },
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
    async jwt({ token, user, trigger }) {
      // After the visitor changed their details the browser asks for an update: the new name and phone are read
      // from the provider with the session's own token, never taken from what the browser sent.
      if (trigger === "update" && token.accessToken) {
        const fresh = await providerRequest("auth-backend", "api/Users/UserData", { token: token.accessToken, schema: userData }).catch(
          () => null,
        );
        if (fresh) {
          token.name = fresh.name;
          token.phoneNumber = fresh.phoneNumber;
          token.role = fresh.role;
        }
      }
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
