import { getImageProps } from "next/image";
import { safeImage } from "@/lib/http/safe-url";
import type { GalleryImage } from "./stay-gallery";

/** The optimizer's attributes of each picture at the gallery's sizes; pictures the URL guard refuses are left out. */
export function galleryImages(photos: string[]): GalleryImage[] {
  return photos.flatMap((photo, i) => {
    const src = safeImage(photo);
    if (!src) return [];
    const main = getImageProps({ src, alt: "", width: 1600, height: 1000, sizes: "(min-width: 1024px) 44rem, 100vw", quality: 70, priority: i === 0 }).props;
    const thumb = getImageProps({ src, alt: "", width: 1600, height: 1000, sizes: "128px", quality: 70 }).props;
    return [{ main, thumb }];
  });
}
