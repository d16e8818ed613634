import { useFormatter, useTranslations } from "next-intl";
import type { CustomerRecord } from "@/lib/data/admin-customers";
import { AdminSection } from "./admin-section";
import { CustomerNoteForm } from "./customer-note-form";
import { recordMoment } from "./record-dates";

/** Staff notes about the customer, newest first, and the form that adds one. Only staff read them (customer_notes' RLS). */
export function CustomerNotes({ customerId, notes }: { customerId: string; notes: CustomerRecord["notes"] }) {
  const t = useTranslations("Admin.customerRecord.notes");
  const format = useFormatter();
  return (
    <AdminSection id="customer-notes" title={t("title")} description={t("description")}>
      <CustomerNoteForm customerId={customerId} />
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="customer-notes">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md border bg-muted/40 px-3 py-2">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {t("by", { author: note.author_name?.trim() || t("unknownAuthor"), when: recordMoment(format, note.created_at) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
