// The four networks of SPEC §1 (lucide-react 1.x ships no brand marks): CSS masks of their marks in app/styles/icons.css.
import type { SocialNetwork } from "@/lib/provider/content";

const ICONS: Record<SocialNetwork, string> = {
  facebook: "i-facebook",
  instagram: "i-instagram",
  twitter: "i-x",
  linkedin: "i-linkedin",
};

export function SocialIcon({ network, className = "size-5" }: { network: SocialNetwork; className?: string }) {
  return <span aria-hidden className={`ico ${ICONS[network]} ${className}`} />;
}
