"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="primary" onClick={() => window.print()} className="no-print">
      <Printer aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
