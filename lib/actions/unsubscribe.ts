"use server";

import { unsubscribeWithToken, type UnsubscribeOutcome } from "@/lib/notifications/unsubscribe";

/** The unsubscribe page's state: null until the visitor confirms. */
export type UnsubscribeState = UnsubscribeOutcome | null;

/**
 * The unsubscribe page's confirm button (a form with the link's `token`):
 * works without a session and without JavaScript. Only this POST changes
 * anything; opening the page (a GET, which mail scanners and link prefetchers
 * also make) never does.
 */
export async function unsubscribe(_previous: UnsubscribeState, form: FormData): Promise<UnsubscribeState> {
  return unsubscribeWithToken(form.get("token"));
}
