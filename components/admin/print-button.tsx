"use client";

import { PrinterIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** Opens the browser's print dialog (A4 or Letter, as the printer has it); not printed itself. */
export function PrintButton() {
  const t = useTranslations("Admin.ticket");
  return (
    <Button type="button" onClick={() => window.print()} className="print:hidden">
      <PrinterIcon aria-hidden />
      {t("print")}
    </Button>
  );
}
