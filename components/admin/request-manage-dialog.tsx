"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { Settings2Icon } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { updateServiceRequest } from "@/lib/actions/admin-update-request";
import { requestMovesFrom } from "@/lib/rules/admin-transitions";
import type { AdminRequest } from "@/lib/data/admin-requests";
import { CANCEL_REASON_MAX } from "@/lib/rules/business-rules";
import { adminRequestSchema, cancelReasonSchema, type AdminRequestInput, type AdminRequestValues } from "@/lib/validation/admin-request";
import { ClosingVisits } from "@/components/estimates/closing-visits";
import { RequestStatusChoice } from "./request-status-choice";
import { useTechnicians } from "./technician-list";
import { useAdminAction } from "./use-admin-action";
import { useRequestToast } from "./use-request-toast";

/**
 * Manage one request: the request as the customer wrote it, a move to any
 * status the workflow allows from here, and the technician, chosen from the
 * page's staff list ("" unassigns). Cancelling asks for the reason the
 * customer's email gives; completing or cancelling lists the open visits
 * that close with the request, before anything is saved.
 */
export function RequestManageDialog({ request, customer }: { request: AdminRequest; customer: string }) {
  const t = useTranslations("Admin.requests");
  const errors = useTranslations("Admin.errors");
  const format = useFormatter();
  const { pending, run } = useAdminAction();
  const describe = useRequestToast(request.title);
  const [open, setOpen] = useState(false);
  const technicians = useTechnicians();
  const current = () => ({ status: request.status as AdminRequestValues["status"], technicianId: request.technician_id ?? "", reason: "" });
  const form = useForm<AdminRequestInput, unknown, AdminRequestValues>({ resolver: standardSchemaResolver(adminRequestSchema), defaultValues: current() });
  const ids = { technician: `technician-${request.id}`, hint: `technician-hint-${request.id}`, error: `technician-error-${request.id}` };
  const reasonIds = { field: `reason-${request.id}`, hint: `reason-hint-${request.id}`, error: `reason-error-${request.id}` };
  const status = useWatch({ control: form.control, name: "status" });
  const cancelling = status === "cancelled" && request.status !== "cancelled";
  const completing = status === "completed" && request.status !== "completed";
  const when = (iso: string) => `${format.dateTime(new Date(iso), dateFormat)}, ${formatTimeWith(format, new Date(iso))}`;

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    if (next) form.reset(current());
    setOpen(next);
  };

  const save = async (values: AdminRequestValues) => {
    if (cancelling) {
      const reason = cancelReasonSchema.safeParse(values.reason ?? "");
      if (!reason.success) {
        form.setError("reason", { message: reason.error.issues[0]!.message }, { shouldFocus: true });
        return;
      }
    }
    const saved = await run(
      () => updateServiceRequest(request.id, { ...values, reason: cancelling ? values.reason : undefined }),
      (result) => toast.success(t("updated.title"), { description: describe(result) }),
    );
    if (saved) setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("manageFor", { title: request.title })}>
          <Settings2Icon aria-hidden />
          {t("manage")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("dialog.close")}>
        <DialogHeader>
          <DialogTitle>{t("dialog.title")}</DialogTitle>
          <DialogDescription>{t("dialog.description", { title: request.title, customer })}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-3 rounded-md border bg-muted/40 p-3 text-sm">
          <p className="break-words whitespace-pre-wrap">{request.description}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
            <dt>{t("dialog.submitted")}</dt>
            <dd>{when(request.created_at)}</dd>
            <dt>{t("dialog.updated")}</dt>
            <dd>{when(request.updated_at)}</dd>
          </dl>
        </div>
        <form noValidate onSubmit={form.handleSubmit(save)} className="flex flex-col gap-6">
          <Controller
            name="status"
            control={form.control}
            render={({ field }) => (
              <RequestStatusChoice
                requestId={request.id}
                current={request.status}
                options={[request.status, ...requestMovesFrom(request.status)]}
                value={field.value}
                onChange={field.onChange}
                disabled={pending}
              />
            )}
          />
          {cancelling ? (
            <Controller
              name="reason"
              control={form.control}
              render={({ field, fieldState }) => (
                <Field data-invalid={fieldState.invalid}>
                  <FieldLabel htmlFor={reasonIds.field}>{t("dialog.reason")}</FieldLabel>
                  <Textarea
                    {...field}
                    value={field.value ?? ""}
                    id={reasonIds.field}
                    rows={3}
                    maxLength={CANCEL_REASON_MAX}
                    required
                    disabled={pending}
                    aria-invalid={fieldState.invalid}
                    aria-describedby={fieldState.invalid ? `${reasonIds.hint} ${reasonIds.error}` : reasonIds.hint}
                  />
                  <FieldDescription id={reasonIds.hint}>{t("dialog.reasonHint", { max: CANCEL_REASON_MAX })}</FieldDescription>
                  {fieldState.error?.message ? (
                    <FieldError id={reasonIds.error}>{errors(fieldState.error.message as "reasonRequired", { max: CANCEL_REASON_MAX })}</FieldError>
                  ) : null}
                </Field>
              )}
            />
          ) : null}
          {completing ? (
            <p role="note" className="rounded-md border bg-muted/40 p-3 text-sm font-medium">
              {t("dialog.completeWarning")}
            </p>
          ) : null}
          {cancelling || completing ? <ClosingVisits visits={request.open_visits} closingAs={cancelling ? "cancelled" : "completed"} /> : null}
          <Controller
            name="technicianId"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field data-invalid={fieldState.invalid}>
                <FieldLabel htmlFor={ids.technician}>{t("dialog.technician")}</FieldLabel>
                <NativeSelect
                  {...field}
                  id={ids.technician}
                  disabled={pending}
                  aria-invalid={fieldState.invalid}
                  aria-describedby={fieldState.invalid ? `${ids.hint} ${ids.error}` : ids.hint}
                >
                  <option value="">{t("dialog.technicianNone")}</option>
                  {technicians.map((technician) => (
                    <option key={technician.id} value={technician.id}>
                      {technician.name}
                    </option>
                  ))}
                </NativeSelect>
                <FieldDescription id={ids.hint}>{t("dialog.technicianHint")}</FieldDescription>
                {fieldState.invalid ? <FieldError id={ids.error}>{errors("invalidTechnician")}</FieldError> : null}
              </Field>
            )}
          />
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending ? t("dialog.saving") : t("dialog.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
