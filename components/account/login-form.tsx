"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { getSession, signIn } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import { loginRequest } from "@/provider/contracts/accounts";
import { postLoginPath } from "@/lib/auth/post-login";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { ResendConfirmationButton } from "./resend-confirmation";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { EmailField } from "./email-field";
import { settledWithin } from "@/lib/offline/bounded";

type LoginError = { code: string; message: string; email: string };

/** SPEC §8: next-auth hands back the provider's code; these have their own message. */
function useLoginErrorMessage() {
  const t = useTranslations("Auth");
  return (code: string | null | undefined) => {
    if (code === "EMAIL_NOT_CONFIRMED") return t("emailNotConfirmed");
    if (code === "INVALID_CREDENTIALS") return t("invalidCredentials");
    if (code === "TOO_MANY_ATTEMPTS") return t("tooManyAttempts");
    if (code === "ACCOUNT_LOCKED") return t("accountLocked");
    // Codes (SERVER_ERROR, NETWORK, CredentialsSignin…) are not messages; a real sentence is shown as is.
    if (code && !/^[A-Za-z0-9_]+$/.test(code)) return code;
    return t("loginFailed");
  };
}

export function LoginForm({ redirectTo }: { redirectTo: string | null }) {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const loginErrorMessage = useLoginErrorMessage();
  const [error, setError] = useState<LoginError | null>(null);
  const [navigating, setNavigating] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginRequest), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setError(null);
    let code: string | null = null;
    try {
      const result = await signIn("credentials", { redirect: false, email, password, locale });
      if (result?.ok && !result.error) {
        setNavigating(true);
        const session = await getSession();
        // Another traveller's kept tickets go before this one's first page (lib/offline/session.ts), waited for a moment
        // at most: the next page's session read finishes it (an unbounded wait left the form on "Signing in…" in CI).
        await settledWithin(import("@/lib/offline/session").then((offline) => offline.syncOfflineSession(session?.user.id ?? null)));
        // A full load, so the server-rendered navbar sees the new session.
        window.location.assign(postLoginPath(session?.user.role, redirectTo, locale));
        return;
      }
      code = result?.error ?? null;
    } catch {
      code = null;
    }
    const text = loginErrorMessage(code);
    setError({ code: code ?? "", message: text, email });
  });

  const pending = isSubmitting || navigating;
  return (
    <PostForm onSubmit={onSubmit} className="flex flex-col gap-5">
      {error ? (
        <Alert variant="error" title={error.message}>
          {error.code === "EMAIL_NOT_CONFIRMED" ? (
            <div className="mt-2 flex flex-col gap-2">
              <p>{t("unconfirmedHelp", { email: error.email })}</p>
              <ResendConfirmationButton email={error.email} />
            </div>
          ) : null}
        </Alert>
      ) : null}
      <EmailField id="login-email" field={register("email")} error={message(errors.email?.message)} />
      <Field
        id="login-password"
        label={t("password")}
        error={message(errors.password?.message)}
        labelAside={
          <Link href="/forget-password" className="text-sm font-medium text-brand-700 hover:underline">
            {t("forgotLink")}
          </Link>
        }
      >
        {(control) => (
          <PasswordInput {...control} {...register("password")} autoComplete="current-password" showLabel={t("showPassword")} hideLabel={t("hidePassword")} />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? t("loginPending") : t("loginSubmit")}
      </Button>
    </PostForm>
  );
}
