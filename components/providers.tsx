"use client";

import { DirectionProvider } from "@radix-ui/react-direction";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { getQueryClient } from "@/lib/query/client";

/** Client-side context of every page: direction for Radix, React Query, and the toaster. */
export function Providers({ dir, children }: { dir: "rtl" | "ltr"; children: React.ReactNode }) {
  const queryClient = getQueryClient();
  return (
    <DirectionProvider dir={dir}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster position="top-center" duration={5000} dir={dir} richColors closeButton />
      </QueryClientProvider>
    </DirectionProvider>
  );
}
