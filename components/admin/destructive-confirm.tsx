"use client";

import { useState, type ReactNode } from "react";
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
import { Button } from "@/components/ui/button";

/**
 * The console's "are you sure?" for changes that cannot be undone (delete a
 * review, cancel an appointment). The dialog stays open, and cannot be
 * dismissed, while the change runs; it closes when `onConfirm` settles.
 */
export function DestructiveConfirm({
  trigger,
  triggerLabel,
  title,
  description,
  keepLabel,
  confirmLabel,
  pending,
  onConfirm,
}: {
  trigger: ReactNode;
  triggerLabel: string;
  title: string;
  description: string;
  keepLabel: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={pending} aria-label={triggerLabel} className="text-red-700 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200">
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{keepLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            onClick={async (event) => {
              event.preventDefault();
              await onConfirm();
              setOpen(false);
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
