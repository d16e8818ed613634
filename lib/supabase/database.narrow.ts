import type { Database } from "@/lib/supabase/database.types";

// Hand-written types on top of the generated lib/supabase/database.types.ts (which
// `npm run db:types` rewrites, so nothing may be added there).

type PublicSchema = Database["public"];

/** Arguments and result of a `public` function, as supabase.rpc(name) takes and returns them. */
export type Functions<T extends keyof PublicSchema["Functions"]> = PublicSchema["Functions"][T];
