import { notFound } from "next/navigation";

// Any path no route claims renders the locale's not-found page (with the site's layout) and answers 404.
export default function CatchAllPage() {
  notFound();
}
