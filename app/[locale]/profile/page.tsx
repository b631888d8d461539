import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import type { Locale } from "@/lib/i18n/routing";
import { AccountPageShell, SettingsCard } from "@/components/account/account-page-shell";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { ProfileDetailsForm } from "@/components/account/profile-details-form";
import { SavedTravellers } from "@/components/account/saved-travellers";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/profile">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Profile" });
  return { title: t("title"), robots: { index: false } };
}

async function ProfilePageBody({ params }: PageProps<"/[locale]/profile">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [user, t, tTravellers] = await Promise.all([requireUser(locale, "/profile"), getTranslations("Profile"), getTranslations("SavedTravellers")]);
  return (
    <AccountPageShell title={t("title")} subtitle={t("subtitle")}>
      <SettingsCard title={t("detailsTitle")} description={t("detailsDescription")}>
        <ProfileDetailsForm name={user.name} email={user.email} phoneNumber={user.phoneNumber} />
      </SettingsCard>
      <SettingsCard title={t("passwordTitle")} description={t("passwordDescription")}>
        <ChangePasswordForm />
      </SettingsCard>
      <SettingsCard title={tTravellers("title")} description={tTravellers("description")}>
        <SavedTravellers />
      </SettingsCard>
    </AccountPageShell>
  );
}

export default function ProfilePage(props: PageProps<"/[locale]/profile">) {
  return (
    <DynamicPage params={props.params} namespaces={["Auth", "Booking", "DatePicker", "Errors", "Profile", "SavedTravellers", "Validation"]}>
      <ProfilePageBody {...props} />
    </DynamicPage>
  );
}
