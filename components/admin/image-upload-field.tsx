"use client";

import { useEffect, useRef, useState } from "react";
import { ImageOff, ImageUp, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { UPLOAD_ACCEPT, uploadImage, uploadProblem } from "@/lib/api/admin-uploads";
import { Button } from "@/components/ui/button";
import { buttonClasses } from "@/components/ui/button-classes";
import { Field } from "@/components/ui/field";

type Props = {
  id: string;
  label: string;
  /** The stored path (`/uploads/…` or `/images/…`), or null for no picture. */
  value: string | null;
  onChange: (path: string | null) => void;
  /** The form's (already translated) error for this field, e.g. the server's. */
  error?: string;
  hint?: string;
};

/**
 * A picture field of the admin forms: the current picture, a file picker that uploads at once (the form then stores
 * the answered path), and a remove button. The native file input keeps keyboard and screen-reader use (its label is
 * the field's; the visible button is its second label); progress and the outcome are announced in a live region.
 */
export function ImageUploadField({ id, label, value, onChange, error, hint }: Props) {
  const t = useTranslations("AdminUploads");
  const { progress, problem, setProblem, status, setStatus, upload } = useImageUpload(onChange);
  const busy = progress !== null;

  return (
    <Field id={id} label={label} error={problem ?? error} hint={hint ?? t("hint")}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-4" aria-busy={busy || undefined}>
          <Preview src={value} alt={t("preview")} empty={t("none")} />
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <input
                {...control}
                type="file"
                accept={UPLOAD_ACCEPT}
                disabled={busy}
                className="peer sr-only"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  event.currentTarget.value = "";
                  if (file) void upload(file);
                }}
              />
              <label
                htmlFor={id}
                aria-hidden
                className={buttonClasses(
                  "outline",
                  "sm",
                  "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 peer-disabled:cursor-wait peer-disabled:opacity-60",
                )}
              >
                <ImageUp aria-hidden className="size-4" />
                {value ? t("replace") : t("choose")}
              </label>
              {value && !busy ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    onChange(null);
                    setProblem(null);
                    setStatus(t("removed"));
                  }}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t("remove")}
                </Button>
              ) : null}
            </div>
            {busy ? <progress className="h-1.5 w-40 accent-brand-600" max={1} value={progress} aria-label={t("uploading")} /> : null}
            <p role="status" className="sr-only">
              {status}
            </p>
          </div>
        </div>
      )}
    </Field>
  );
}

/** Uploads a picked file at once, reporting progress, the outcome for the live region, and any problem; aborts on unmount. */
function useImageUpload(onChange: (path: string | null) => void) {
  const t = useTranslations("AdminUploads");
  const locale = useLocale();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function upload(file: File) {
    const local = uploadProblem(file);
    if (local) return setProblem(t(local));
    setProblem(null);
    setProgress(0);
    setStatus(t("uploading"));
    abort.current = new AbortController();
    try {
      const path = await uploadImage(file, locale, { onProgress: setProgress, signal: abort.current.signal });
      onChange(path);
      setStatus(t("uploaded"));
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") return;
      setStatus("");
      setProblem(failure instanceof Error && failure.message ? failure.message : t("failed"));
    } finally {
      setProgress(null);
    }
  }

  return { progress, problem, setProblem, status, setStatus, upload };
}

function Preview({ src, alt, empty }: { src: string | null; alt: string; empty: string }) {
  if (!src) {
    return (
      <div className="flex size-20 items-center justify-center rounded-xl bg-slate-100 text-muted ring-1 ring-slate-200">
        <ImageOff aria-hidden className="size-6" />
        <span className="sr-only">{empty}</span>
      </div>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- an admin's own upload, shown as stored; next/image adds nothing here
  return <img src={src} alt={alt} className="size-20 rounded-xl bg-white object-cover ring-1 ring-slate-200" />;
}
