"use client";

import { useState } from "react";
import type { GalleryImage } from "./stay-gallery";

/** A picture with its words, written on the server (the page sends no message catalogue for them). */
export type GalleryPicture = GalleryImage & { alt: string; showLabel: string };

/**
 * The main picture and a row of thumbnails, each a button that shows its picture (Tab, Enter or Space). The image
 * attributes and the words come from the server, so next/image's code and the StayDetails messages stay out of the
 * page's scripts.
 */
export function StayGalleryViewer({ label, pictures }: { label: string; pictures: GalleryPicture[] }) {
  const [index, setIndex] = useState(0);
  const current = pictures[index] ?? pictures[0]!;
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-brand-100">
        {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps (see stay-gallery.tsx) */}
        <img {...current.main} alt={current.alt} className="size-full object-cover" />
      </div>
      {pictures.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {pictures.map((picture, i) => (
            <li key={i} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={picture.showLabel}
                className={`block h-16 w-24 overflow-hidden rounded-xl ring-2 ring-offset-2 transition sm:h-20 sm:w-32 ${i === index ? "ring-brand-600" : "ring-transparent opacity-80 hover:opacity-100"}`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- attributes from getImageProps */}
                <img {...picture.thumb} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
