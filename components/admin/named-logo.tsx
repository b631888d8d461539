import { safeImage } from "@/lib/http/safe-url";

/** A record's name with its picture (airline logo, meal photo) when it has one. */
export function NamedLogo({ name, logo }: { name: string; logo: string | null }) {
  const src = safeImage(logo);
  return (
    <span className="flex items-center gap-2">
      {src ? (
        // Admin pictures are small uploads served by the site itself; next/image would add nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt="" width={28} height={28} className="size-7 shrink-0 rounded-md bg-slate-50 object-contain ring-1 ring-slate-200" />
      ) : (
        <span aria-hidden className="size-7 shrink-0 rounded-md bg-slate-100" />
      )}
      <span>{name}</span>
    </span>
  );
}
