import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** A phone number as a tel: link target: its digits, with the leading + if it has one. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/** The customer's name as a link to their record in the console. */
export function CustomerRecordLink({ id, name, className }: { id: string; name: string; className?: string }) {
  const t = useTranslations("Admin.customer");
  return (
    <Link href={`/admin/customers/${id}`} className={className ?? "font-medium text-primary underline-offset-4 hover:underline"} title={t("openRecord", { name })} data-testid="customer-record-link">
      {name}
    </Link>
  );
}

/**
 * Who a row belongs to: the profile name (or "Unknown customer"), linking to
 * the customer's record, the account email as a mail link, named by the
 * address it shows, and, when the profile has one, the phone as a call link.
 */
export function CustomerCell({ id, name, email, phone }: { id: string; name: string | null; email: string | null; phone?: string | null }) {
  const t = useTranslations("Admin.customer");
  const link = "text-sm break-all text-muted-foreground md:break-normal md:whitespace-nowrap underline-offset-4 hover:text-foreground hover:underline";
  return (
    <span className="flex min-w-0 flex-col gap-1">
      <CustomerRecordLink id={id} name={name?.trim() || t("unknown")} />
      {email ? (
        <a href={`mailto:${email}`} className={link}>
          {email}
        </a>
      ) : null}
      {phone ? (
        <a href={telHref(phone)} className={link}>
          {phone}
        </a>
      ) : null}
    </span>
  );
}

/** The plain name used in toasts and labels. */
export const customerLabel = (row: { customer_name: string | null; customer_email: string | null }, unknown: string) =>
  row.customer_name?.trim() || row.customer_email || unknown;
