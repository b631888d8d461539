import { getTranslations } from "next-intl/server";
import { StayGalleryViewer } from "./stay-gallery-viewer";

/** One picture's optimizer attributes (src, srcSet, sizes, width, height), computed on the server with getImageProps. */
export type GalleryImage = { main: React.ImgHTMLAttributes<HTMLImageElement>; thumb: React.ImgHTMLAttributes<HTMLImageElement> };

/** A stay's pictures: each one's alternative text and its thumbnail's label are written here, on the server. */
export async function StayGallery({ name, images }: { name: string; images: GalleryImage[] }) {
  const t = await getTranslations("StayDetails");
  if (!images.length) {
    return <div className="grid aspect-[16/10] place-items-center rounded-3xl bg-brand-50 text-brand-800">{t("noPhotos")}</div>;
  }
  const count = images.length;
  const pictures = images.map((image, i) => ({
    ...image,
    alt: t("photoAlt", { name, index: i + 1, count }),
    showLabel: t("showPhoto", { index: i + 1, count }),
  }));
  return <StayGalleryViewer label={t("gallery")} pictures={pictures} />;
}
