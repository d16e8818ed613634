"use client";

import { MailXIcon } from "lucide-react";
import { useActionState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { unsubscribe } from "@/lib/actions/unsubscribe";
import type { OptionalKind } from "@/lib/rules/notification-kinds";

export interface UnsubscribeConfirmText {
  title: string;
  text: string;
  confirm: string;
  confirming: string;
  failed: string;
}

/**
 * The unsubscribe page's confirmation: a form that posts the link's token to
 * the unsubscribe action (it works before hydration and without JavaScript),
 * then the screen for its outcome. The screens come rendered from the server
 * (`done` by the kind turned off, `invalidLink`); a failure keeps the form
 * with an alert so the visitor can try again.
 */
export function UnsubscribeConfirm({
  token,
  text,
  done,
  invalidLink,
}: {
  token: string;
  text: UnsubscribeConfirmText;
  done: Record<OptionalKind, ReactNode>;
  invalidLink: ReactNode;
}) {
  const [state, action, pending] = useActionState(unsubscribe, null);

  let content: ReactNode;
  if (state?.ok) content = done[state.kind];
  else if (state?.error === "invalidLink") content = invalidLink;
  else
    content = (
      <form action={action} className="flex flex-col items-center gap-5 text-center">
        <MailXIcon className="size-12 text-primary" aria-hidden />
        <h1 className="text-3xl font-bold tracking-tight text-balance">{text.title}</h1>
        <p className="text-muted-foreground">{text.text}</p>
        {state?.error === "failed" ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {text.failed}
          </p>
        ) : null}
        <input type="hidden" name="token" value={token} />
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? text.confirming : text.confirm}
        </Button>
      </form>
    );

  return <div aria-live="polite">{content}</div>;
}
