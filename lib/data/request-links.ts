import "server-only";
import type { ServerSupabase } from "@/lib/supabase/server";

/** A request linked to another: a warranty request and its original. */
export interface LinkedRequest {
  id: string;
  reference: number;
  status: string;
}

/**
 * What the warranty and a withdrawal add to a request's page, for its owner
 * and for staff alike (RLS decides what the caller reads): when the owner
 * withdrew it, the request it is a warranty request for, and the warranty
 * requests opened on it, oldest first.
 */
export interface RequestLinks {
  withdrawnAt: string | null;
  warrantyOf: LinkedRequest | null;
  warrantyRequests: LinkedRequest[];
}

const NONE: RequestLinks = { withdrawnAt: null, warrantyOf: null, warrantyRequests: [] };

/** The request's links in one read (its own row and the rows that name it), and its original's row when it has one. */
export async function getRequestLinks(supabase: ServerSupabase, requestId: string): Promise<RequestLinks> {
  const { data, error } = await supabase
    .from("service_requests")
    .select("id, reference, status, warranty_of, withdrawn_at, created_at")
    .or(`id.eq.${requestId},warranty_of.eq.${requestId}`)
    .order("created_at");
  if (error) {
    console.error("Error reading a request's links:", error.message);
    return NONE;
  }
  const self = data.find((row) => row.id === requestId);
  if (!self) return NONE;
  const warrantyRequests = data.filter((row) => row.warranty_of === requestId).map(({ id, reference, status }) => ({ id, reference, status }));
  let warrantyOf: LinkedRequest | null = null;
  if (self.warranty_of) {
    const original = await supabase.from("service_requests").select("id, reference, status").eq("id", self.warranty_of).maybeSingle();
    if (original.error) console.error("Error reading a warranty request's original:", original.error.message);
    warrantyOf = original.data ?? null;
  }
  return { withdrawnAt: self.withdrawn_at, warrantyOf, warrantyRequests };
}
