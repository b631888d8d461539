import { useTranslations } from "next-intl";
import { Alert } from "./alert";
import { HydrationFlag } from "./hydration-flag";

type PostFormProps = Omit<React.FormHTMLAttributes<HTMLFormElement>, "method" | "action"> & { ref?: React.Ref<HTMLFormElement> };

/**
 * A form that React submits. If it is sent before the page's script has loaded (a slow phone, JavaScript off),
 * the browser posts it back to the same page instead of writing its fields (passwords, card numbers) into the
 * URL, and without JavaScript the visitor is told what to do.
 */
export function PostForm({ children, ...props }: PostFormProps) {
  const t = useTranslations("Errors");
  return (
    <form method="post" noValidate {...props}>
      <noscript>
        <Alert variant="info" title={t("scriptNeededTitle")}>
          {t("scriptNeededBody")}
        </Alert>
      </noscript>
      <HydrationFlag />
      {children}
    </form>
  );
}
