"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { RefObject } from "react";
import { dateFormat, formatTimeWith } from "@/lib/rules/date-time";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";
import type { ClosureConflict } from "@/lib/data/admin-schedule";

/**
 * The open appointments a closure would cover (when, service, customer and
 * how to reach them), before staff close anyway. Open while `conflicts` is
 * not null; it cannot be dismissed while `pending`. `onConfirm` closes anyway
 * (the caller clears `conflicts` once that settles), `onCancel` gives up.
 * Focus goes back to `returnFocus` (what started it) when it closes.
 */
export function ConflictDialog({
  conflicts,
  pending,
  onConfirm,
  onCancel,
  returnFocus,
}: {
  conflicts: ClosureConflict[] | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations("Admin.schedule.conflicts");
  const unknown = useTranslations("Admin.customer")("unknown");
  const zone = useTranslations("Common")("businessTimeZone");
  const format = useFormatter();
  const list = conflicts ?? [];

  return (
    <AlertDialog open={conflicts !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          focusWhenEnabled(returnFocus.current);
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t("title")}</AlertDialogTitle>
          <AlertDialogDescription>{t("description", { count: list.length, zone })}</AlertDialogDescription>
        </AlertDialogHeader>
        <ul aria-label={t("listLabel")} className="flex flex-col gap-3 text-sm">
          {list.map((c) => {
            const start = new Date(c.appointment_date);
            return (
              <li key={c.id} data-conflict-id={c.id} className="rounded-md border bg-muted/40 p-3">
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                  <dt className="text-muted-foreground">{t("when")}</dt>
                  <dd className="font-medium">
                    <time
                      dateTime={c.appointment_date}
                    >{`${format.dateTime(start, dateFormat)}, ${formatTimeWith(format, start)}`}</time>
                  </dd>
                  <dt className="text-muted-foreground">{t("service")}</dt>
                  <dd>{c.service_name}</dd>
                  <dt className="text-muted-foreground">{t("customer")}</dt>
                  <dd>{c.customer_name || unknown}</dd>
                  <dt className="text-muted-foreground">{t("email")}</dt>
                  <dd className="break-all">
                    {c.customer_email ? (
                      <a className="underline underline-offset-4" href={`mailto:${c.customer_email}`}>
                        {c.customer_email}
                      </a>
                    ) : (
                      "—"
                    )}
                  </dd>
                  <dt className="text-muted-foreground">{t("phone")}</dt>
                  <dd>
                    {c.customer_phone ? (
                      <a className="underline underline-offset-4" href={`tel:${c.customer_phone.replace(/[^\d+]/g, "")}`}>
                        {c.customer_phone}
                      </a>
                    ) : (
                      t("noPhone")
                    )}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{t("cancel")}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            className={buttonVariants({ variant: "destructive", className: "h-auto min-h-10 whitespace-normal" })}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? t("confirming") : t("confirm")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Focuses `element` now, or once it is enabled again (the button that started it stays disabled until the page has refreshed). */
function focusWhenEnabled(element: HTMLElement | null) {
  if (!element) return;
  if (!element.matches(":disabled")) return element.focus();
  const observer = new MutationObserver(() => {
    if (element.matches(":disabled")) return;
    observer.disconnect();
    element.focus();
  });
  observer.observe(element, { attributes: true, attributeFilter: ["disabled"] });
  setTimeout(() => observer.disconnect(), 10_000);
}
