"use client";

import { useState, useTransition, type ComponentProps, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";

/**
 * "Are you sure?" for a change that cannot be undone (delete a review, cancel
 * an appointment): an outline trigger in red, then a dialog whose confirm
 * button is the destructive one. The dialog stays open, and cannot be
 * dismissed, while `onConfirm` runs; it closes when `onConfirm` settles.
 * `pending` is the caller's own busy state (say, another action in the same
 * row): it disables the trigger, and the dialog's buttons if it is open. `children` are
 * shown under the description (a warning that only sometimes applies).
 * `tone="primary"` is for a step forward that cannot be taken back (approve,
 * complete): the trigger and the confirm button are the ordinary primary ones.
 */
export function ConfirmDialog({
  trigger,
  triggerLabel,
  title,
  description,
  children,
  keepLabel,
  confirmLabel,
  pendingLabel = confirmLabel,
  pending = false,
  onOpen,
  onConfirm,
  onCloseAutoFocus,
  defaultOpen = false,
  tone = "destructive",
}: {
  trigger: ReactNode;
  triggerLabel: string;
  title: string;
  description: string;
  children?: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  /** The confirm button's text while `onConfirm` runs. */
  pendingLabel?: string;
  pending?: boolean;
  /** Called each time the dialog opens, before it renders open. */
  onOpen?: () => void;
  onConfirm: () => Promise<unknown>;
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>["onCloseAutoFocus"];
  /** Open on first render; `onOpen` is then not called (the caller set up that state itself). */
  defaultOpen?: boolean;
  tone?: "destructive" | "primary";
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [confirming, startTransition] = useTransition();
  const busy = pending || confirming;

  const onOpenChange = (next: boolean) => {
    if (busy) return;
    if (next) onOpen?.();
    setOpen(next);
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button
          size="sm"
          variant={tone === "primary" ? "default" : "outline"}
          disabled={pending}
          aria-label={triggerLabel}
          className={tone === "primary" ? undefined : "text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200"}
        >
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-3">
              <p>{description}</p>
              {children}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{keepLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={busy}
            className={buttonVariants({ variant: tone === "primary" ? "default" : "destructive" })}
            onClick={(event) => {
              event.preventDefault();
              startTransition(async () => {
                await onConfirm();
                setOpen(false);
              });
            }}
          >
            {busy ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
