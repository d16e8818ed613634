"use client";

import { ArrowRightIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { updateServiceRequest } from "@/lib/actions/admin-update-request";
import { nextRequestStep } from "@/lib/rules/admin-transitions";
import type { AdminRequest } from "@/lib/data/admin-requests";
import { ClosingVisits } from "@/components/estimates/closing-visits";
import { RequestManageDialog } from "./request-manage-dialog";
import { useRequestToast } from "./use-request-toast";
import { useAdminAction } from "./use-admin-action";

/**
 * A row's actions: the workflow's next step, and Manage for any allowed move
 * and the technician. Approving and completing ask first: the customer is
 * emailed at once and the workflow has no way back, so an undo could not
 * take the email back; completing also lists the open visits it settles.
 * The other steps (start work, waiting for parts, ready for pickup) are one
 * click.
 */
export function RequestActions({ request, customer }: { request: AdminRequest; customer: string }) {
  const t = useTranslations("Admin.requests");
  const { pending, run } = useAdminAction();
  const describe = useRequestToast(request.title);
  const step = nextRequestStep(request.status);

  const advance = (status: NonNullable<typeof step>) =>
    run(
      () => updateServiceRequest(request.id, { status }),
      (result) => toast.success(t("updated.title"), { description: describe(result) }),
    );

  return (
    <div className="flex flex-wrap gap-2">
      {step === "approved" || step === "completed" ? (
        <ConfirmDialog
          tone="primary"
          trigger={
            <>
              <ArrowRightIcon aria-hidden />
              {t(`step.${step}`)}
            </>
          }
          triggerLabel={t("stepFor", { action: t(`step.${step}`), title: request.title })}
          title={t(`confirm.${step}.title`)}
          description={t(`confirm.${step}.body`, { title: request.title, customer })}
          keepLabel={t("confirm.keep")}
          confirmLabel={t(`confirm.${step}.confirm`)}
          pending={pending}
          onConfirm={() => advance(step)}
        >
          {step === "completed" ? <ClosingVisits visits={request.open_visits} closingAs="completed" /> : null}
        </ConfirmDialog>
      ) : step ? (
        <Button size="sm" disabled={pending} onClick={() => advance(step)} aria-label={t("stepFor", { action: t(`step.${step}`), title: request.title })}>
          <ArrowRightIcon aria-hidden />
          {t(`step.${step}`)}
        </Button>
      ) : null}
      <RequestManageDialog request={request} customer={customer} />
    </div>
  );
}
