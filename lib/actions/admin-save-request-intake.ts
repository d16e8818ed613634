"use server";

import { z } from "zod";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { adminIdSchema } from "@/lib/validation/admin-ids";
import { intakeSchema, type DeviceErrorKey } from "@/lib/validation/device";

export type SaveRequestIntakeResult = { ok: true } | { ok: false; error: AdminActionError | DeviceErrorKey };

/**
 * Staff record the device at drop-off: its details, how the technician may
 * sign in and, for "passcode", the passcode. save_request_intake checks the
 * staff role again, keeps the passcode apart (staff-only) and refuses one for
 * a completed or cancelled request (CN005: the database deletes it when the
 * job closes). A bad id is reported before the form's own messages.
 */
export const saveRequestIntake: ServerAction<[requestId: unknown, input: unknown], SaveRequestIntakeResult> = defineAction({
  access: "staff",
  args: (requestId: unknown, input: unknown) => [requestId, input],
  input: z.tuple([adminIdSchema, intakeSchema]),
  invalid: (issues) => {
    const first = issues[0]!;
    return { ok: false, error: first.path[0] === 0 ? "invalidId" : (first.message as DeviceErrorKey) };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async ([id, intake], { supabase }) => {
    const { error } = await supabase.rpc("save_request_intake", {
      p_request_id: id,
      p_access: intake.access,
      p_kind: intake.deviceKind ?? undefined,
      p_make: intake.deviceMake ?? undefined,
      p_model: intake.deviceModel ?? undefined,
      p_serial: intake.deviceSerial ?? undefined,
      p_left_with: intake.deviceLeftWith ?? undefined,
      p_condition: intake.deviceCondition ?? undefined,
      p_passcode: intake.access === "passcode" ? intake.passcode : undefined,
    });
    if (error) return { ok: false, error: adminErrorFromDb(error, "save_request_intake") };
    return { ok: true };
  },
});
