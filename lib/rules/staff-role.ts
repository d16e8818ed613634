import { STAFF_ROLE } from "@/lib/rules/business-rules";

/**
 * Whether an account holds the staff role (STAFF_ROLE in `app_metadata.role`
 * of a Supabase Auth user). Only the service role can write app_metadata
 * (npm run staff:add), never the user. The database's public.is_staff() reads
 * the same value from the JWT.
 */
export const hasStaffRole = (appMetadata: Record<string, unknown> | null | undefined) => appMetadata?.role === STAFF_ROLE;
