import { useTranslations } from "next-intl";

/**
 * Who a row belongs to: the profile name (or "Unknown customer") and the
 * account email as a mail link, named by the address it shows.
 */
export function CustomerCell({ name, email }: { name: string | null; email: string | null }) {
  const t = useTranslations("Admin.customer");
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{name?.trim() || t("unknown")}</span>
      {email ? (
        <a href={`mailto:${email}`} className="text-sm break-all text-muted-foreground md:break-normal md:whitespace-nowrap underline-offset-4 hover:text-foreground hover:underline">
          {email}
        </a>
      ) : null}
    </span>
  );
}

/** The plain name used in toasts and labels. */
export const customerLabel = (row: { customer_name: string | null; customer_email: string | null }, unknown: string) =>
  row.customer_name?.trim() || row.customer_email || unknown;
