"use server";

import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { staffProfileSchema, type StaffProfileErrorKey } from "@/lib/validation/admin-technician";

export type SaveTechnicianProfileResult = { ok: true } | { ok: false; error: AdminActionError | StaffProfileErrorKey };

/**
 * A staff member saves their own technician profile: display name and colour.
 * save_staff_profile writes the caller's row only (its id is the session's,
 * never the browser's) and the table checks the name, the palette and that
 * the account is staff (CN003).
 */
export const saveTechnicianProfile: ServerAction<[input: unknown], SaveTechnicianProfileResult> = defineAction({
  access: "staff",
  args: (input: unknown) => input,
  input: staffProfileSchema,
  invalid: (issues) => ({ ok: false, error: issues[0]!.message as StaffProfileErrorKey }),
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ({ displayName, colour }, { supabase }) => {
    const { error } = await supabase.rpc("save_staff_profile", { p_display_name: displayName, p_colour: colour });
    if (error) return { ok: false, error: adminErrorFromDb(error, "save_staff_profile") };
    return { ok: true };
  },
});
