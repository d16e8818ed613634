import { useFormatter, useLocale, useTranslations } from "next-intl";
import { DetailItem } from "@/components/ui/detail-item";
import type { CustomerRecord } from "@/lib/data/admin-customers";
import { formatCents } from "@/lib/rules/estimate-format";
import { AdminSection } from "./admin-section";
import { CustomerContactForm } from "./customer-contact-form";
import { telHref } from "./customer-cell";
import { recordMoment } from "./record-dates";

/**
 * The record's first row: how to reach the customer and the language of
 * their emails, the totals (from SQL), the form that corrects the phone and
 * language, and the log of those corrections.
 */
export function CustomerContact({ record }: { record: CustomerRecord }) {
  const t = useTranslations("Admin.customerRecord");
  const languages = useTranslations("Language");
  const format = useFormatter();
  const locale = useLocale();
  const { customer, totals, changes } = record;
  const link = "text-primary underline-offset-4 hover:underline";
  const language = (code: string | null) => (code === "en" || code === "es" ? languages(code) : (code ?? t("changes.none")));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AdminSection id="customer-contact" title={t("contact.title")}>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <DetailItem label={t("contact.email")}>
            <a href={`mailto:${customer.email}`} className={`${link} break-all`}>
              {customer.email}
            </a>
          </DetailItem>
          <DetailItem label={t("contact.phone")}>
            {customer.phone ? (
              <a href={telHref(customer.phone)} className={link} data-testid="customer-phone">
                {customer.phone}
              </a>
            ) : (
              <span className="text-muted-foreground" data-testid="customer-phone">
                {t("contact.noPhone")}
              </span>
            )}
          </DetailItem>
          <DetailItem label={t("contact.language")}>
            <span data-testid="customer-language">{language(customer.locale)}</span>
          </DetailItem>
        </dl>
        <h3 className="font-semibold">{t("totals.title")}</h3>
        <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
          <DetailItem label={t("totals.visits")}>
            <span className="text-2xl font-bold tabular-nums" data-testid="total-visits">
              {format.number(totals.visits_attended)}
            </span>
          </DetailItem>
          <DetailItem label={t("totals.spent")}>
            <span className="text-2xl font-bold tabular-nums" data-testid="total-spent">
              {formatCents(totals.spent_cents, locale)}
            </span>
          </DetailItem>
          <DetailItem label={t("totals.requests")}>
            <span className="text-2xl font-bold tabular-nums">{format.number(record.requests.length)}</span>
          </DetailItem>
          <DetailItem label={t("totals.appointments")}>
            <span className="text-2xl font-bold tabular-nums">{format.number(record.appointments.length)}</span>
          </DetailItem>
        </dl>
      </AdminSection>
      <AdminSection id="customer-edit" title={t("edit.title")} description={t("edit.description")}>
        <CustomerContactForm customerId={customer.id} initial={{ phone: customer.phone ?? "", locale: customer.locale === "es" ? "es" : "en" }} />
        <h3 className="font-semibold">{t("changes.title")}</h3>
        {changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("changes.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm" data-testid="customer-changes">
            {changes.map((change, i) => {
              const value = (v: string | null) => (change.field === "locale" ? language(v) : (v ?? t("changes.none")));
              return (
                <li key={i} className="flex flex-col">
                  <span>{t(`changes.${change.field}`, { from: value(change.old_value), to: value(change.new_value) })}</span>
                  <span className="text-muted-foreground">
                    {t("changes.by", {
                      author: change.changed_by_name?.trim() || t("changes.unknownAuthor"),
                      when: recordMoment(format, change.changed_at),
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}
