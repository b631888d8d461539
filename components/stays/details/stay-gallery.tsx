"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

/** One picture's optimizer attributes (src, srcSet, sizes, width, height), computed on the server with getImageProps. */
export type GalleryImage = { main: React.ImgHTMLAttributes<HTMLImageElement>; thumb: React.ImgHTMLAttributes<HTMLImageElement> };

/**
 * The main picture and a row of thumbnails, each a button that shows its picture (Tab, Enter or Space). The image
 * attributes come from the server, so next/image's code stays out of the page's scripts.
 */
export function StayGallery({ name, images }: { name: string; images: GalleryImage[] }) {
  const t = useTranslations("StayDetails");
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) {
    return <div className="grid aspect-[16/10] place-items-center rounded-3xl bg-brand-50 text-brand-800">{t("noPhotos")}</div>;
  }
  const count = images.length;
  return (
    <section aria-label={t("gallery")} className="flex flex-col gap-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-brand-100">
        {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps (see above) */}
        <img {...current.main} alt={t("photoAlt", { name, index: index + 1, count })} className="size-full object-cover" />
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={i} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={t("showPhoto", { index: i + 1, count })}
                className={`block h-16 w-24 overflow-hidden rounded-xl ring-2 ring-offset-2 transition sm:h-20 sm:w-32 ${i === index ? "ring-brand-600" : "ring-transparent opacity-80 hover:opacity-100"}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps */}
                <img {...image.thumb} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
