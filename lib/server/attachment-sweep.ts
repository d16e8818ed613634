import "server-only";
import { createAdminClient } from "@/lib/supabase/admin";
import { ATTACHMENT_BUCKET } from "@/lib/rules/attachment-rules";

/**
 * How long Storage keeps what no message holds (docs/conversations.md,
 * "Retention"): an upload in incoming/ that was never posted, and a stored
 * file whose row is gone (its request or message was deleted, or storing
 * failed half way), after a grace period for a message being stored.
 */
export const ATTACHMENT_RETENTION = { incomingHours: 24, unlinkedMinutes: 60 } as const;

/** Objects removed per Storage call; a run stops after maxBatches so one cron call stays short. */
const BATCH = 200;

/**
 * Removes the bucket's orphans (public.attachment_orphans) through the
 * Storage API with the service role: hosted Supabase refuses SQL deletes on
 * storage.objects, and only the API removes the bytes too. Called by the
 * cron sweeper (/api/cron/notifications); returns how many it removed.
 */
export async function sweepAttachments(now = new Date(), { maxBatches = 5 } = {}): Promise<number> {
  const admin = createAdminClient();
  const incomingBefore = new Date(now.getTime() - ATTACHMENT_RETENTION.incomingHours * 3_600_000).toISOString();
  const unlinkedBefore = new Date(now.getTime() - ATTACHMENT_RETENTION.unlinkedMinutes * 60_000).toISOString();
  let removed = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const { data, error } = await admin.rpc("attachment_orphans", {
      p_incoming_before: incomingBefore,
      p_unlinked_before: unlinkedBefore,
      p_limit: BATCH,
    });
    if (error) throw new Error(`Could not list orphaned attachments: ${error.message}`);
    const names = data ?? [];
    if (names.length === 0) break;
    const result = await admin.storage.from(ATTACHMENT_BUCKET).remove(names);
    if (result.error) throw new Error(`Could not remove orphaned attachments: ${result.error.message}`);
    removed += result.data.length;
    if (names.length < BATCH || result.data.length === 0) break;
  }
  return removed;
}
