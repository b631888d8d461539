"use client";

import { QueryProvider } from "@/components/query-provider";
import { BookOfferForm, type BookOfferFormProps, type BookOfferStart } from "./book-offer-form";

/** The booking form with everything it needs (React Query for its request): what ./book-offer-loader.tsx loads. */
export function BookOfferLive(props: BookOfferFormProps & { start: BookOfferStart }) {
  return (
    <QueryProvider>
      <BookOfferForm {...props} />
    </QueryProvider>
  );
}
