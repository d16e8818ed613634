import { useTranslations } from "next-intl";

/** A phone number as a tel: link target: its digits, with the leading + if it has one. */
export const telHref = (phone: string) => `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/**
 * Who a row belongs to: the profile name (or "Unknown customer"), the
 * account email as a mail link, named by the address it shows, and, when
 * the profile has one, the phone as a call link.
 */
export function CustomerCell({ name, email, phone }: { name: string | null; email: string | null; phone?: string | null }) {
  const t = useTranslations("Admin.customer");
  const link = "text-sm break-all text-muted-foreground md:break-normal md:whitespace-nowrap underline-offset-4 hover:text-foreground hover:underline";
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{name?.trim() || t("unknown")}</span>
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
