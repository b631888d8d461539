"use client";

import { useLayoutText } from "@/components/i18n/layout-text";
import { buttonClasses } from "@/components/ui/button-classes";
import { SignInLink } from "./sign-in-link";
import { useSessionUser } from "./session-user";
import { UserMenu } from "./lazy-menus";

const SIGN_IN_CLASSES = "h-auto! min-h-10 min-w-0 px-3 py-1 text-center leading-tight sm:px-4 max-sm:[&>.ico]:hidden";

/** The navbar's account control: Sign In for guests, the user menu once the session says who is signed in. */
export function AccountSlot() {
  const session = useSessionUser();
  if (session.status === "user") return <UserMenu user={session.user} />;
  if (session.status === "guest") return <SignInLink className={SIGN_IN_CLASSES} />;
  return <SignInPlaceholder />;
}

/**
 * The Sign In button's box, invisible and inert: shown while the session is read (and in the prerendered HTML), so a
 * guest's navbar does not move when the real button appears.
 */
export function SignInPlaceholder() {
  const t = useLayoutText("Nav");
  return (
    <span aria-hidden className={buttonClasses("primary", "md", `invisible rounded-full ${SIGN_IN_CLASSES}`)}>
      <span className="ico i-log-in" />
      {t("signIn")}
    </span>
  );
}
