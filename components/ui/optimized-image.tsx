import { getImageProps } from "next/image";

/**
 * A catalogue picture (an offer, a destination, a hotel, a vehicle) through Next's image optimizer (WebP at the width the layout needs), drawn as
 * a plain <img>: next/image's component is a client component and would bring its code into the page's first load.
 */
export function OptimizedImage({ src, alt, sizes, priority, className }: { src: string; alt: string; sizes: string; priority?: boolean; className?: string }) {
  const props = optimizedImageProps({ src, alt, sizes, priority });
  // eslint-disable-next-line @next/next/no-img-element -- getImageProps gives the optimizer's srcset; see above.
  return <img {...props} alt={alt} className={className} />;
}

/** The <img> attributes OptimizedImage draws (a client component given a picture gets these from the server). */
export function optimizedImageProps({ src, alt, sizes, priority }: { src: string; alt: string; sizes: string; priority?: boolean }) {
  return getImageProps({ src, alt, width: 1600, height: 1000, sizes, quality: 70, priority }).props;
}
