import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { ATTACHMENT_BUCKET } from "@/lib/rules/attachment-rules";

/** How long a signed download URL works: long enough to open a thread and look, short enough not to matter when shared. */
export const SIGNED_URL_SECONDS = 600;

/**
 * Signed download URLs (valid SIGNED_URL_SECONDS) for attachment rows, by
 * row id. Made with the viewer's own client, so Storage's policies on
 * storage.objects decide: a customer gets none for an internal note's file or
 * another customer's, whatever rows were passed in. A row Storage refuses
 * (or that has no object) is left out; an error of the whole call gives {}.
 */
export async function signAttachmentUrls(
  supabase: SupabaseClient<Database>,
  rows: readonly { id: string; object_path: string }[],
): Promise<Record<string, string>> {
  if (rows.length === 0) return {};
  const paths = [...new Set(rows.map((row) => row.object_path))];
  const { data, error } = await supabase.storage.from(ATTACHMENT_BUCKET).createSignedUrls(paths, SIGNED_URL_SECONDS);
  if (error || !data) {
    console.error("Could not sign attachment URLs:", error?.message);
    return {};
  }
  const byPath = new Map(data.flatMap((item) => (item.path && item.signedUrl && !item.error ? [[item.path, item.signedUrl] as const] : [])));
  return Object.fromEntries(rows.flatMap((row) => (byPath.has(row.object_path) ? [[row.id, byPath.get(row.object_path)!]] : [])));
}
