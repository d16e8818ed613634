"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { unsubscribeWithToken, type UnsubscribeOutcome } from "@/lib/server/notification-unsubscribe";

/** The unsubscribe page's state: null until the visitor confirms. */
export type UnsubscribeState = UnsubscribeOutcome | null;

/**
 * The unsubscribe page's confirm button (a form with the link's `token`):
 * works without a session and without JavaScript. Only this POST changes
 * anything; opening the page (a GET, which mail scanners and link prefetchers
 * also make) never does. The signed token is the only credential and is
 * checked by unsubscribeWithToken (malformed, forged or expired: "invalidLink").
 */
export const unsubscribe: ServerAction<[previous: UnsubscribeState, form: FormData], UnsubscribeState> = defineAction({
  access: "anyone",
  args: (_previous: UnsubscribeState, form: FormData) => (form instanceof FormData ? form.get("token") : null),
  handler: async (token) => unsubscribeWithToken(token),
});
