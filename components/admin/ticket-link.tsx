import { PrinterIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

/** "Print job ticket" on a request's page: opens the printable ticket. */
export function TicketLink({ requestId }: { requestId: string }) {
  const t = useTranslations("Admin.ticket");
  return (
    <Button asChild variant="outline">
      <Link href={`/admin/requests/${requestId}/ticket`}>
        <PrinterIcon aria-hidden />
        {t("open")}
      </Link>
    </Button>
  );
}
