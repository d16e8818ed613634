import { z } from "@/lib/validation/zod";
import type { AppointmentStatus } from "@/lib/rules/business-rules";

/** The statuses staff set on an appointment from the console (checked in, completed, no-show, cancelled). */
export const ADMIN_APPOINTMENT_TARGETS = ["in_progress", "completed", "no_show", "cancelled"] as const satisfies readonly AppointmentStatus[];
export type AdminAppointmentTarget = (typeof ADMIN_APPOINTMENT_TARGETS)[number];

export const adminAppointmentStatusSchema = z.enum(ADMIN_APPOINTMENT_TARGETS, { error: "invalidStatus" });
