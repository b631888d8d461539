/** The classes every booking step's section shares (scroll-mt keeps its heading clear of the sticky header). */
export const stepSection = "flex flex-col gap-4 scroll-mt-24";
