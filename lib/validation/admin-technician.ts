import { z } from "@/lib/validation/zod";
import { TECHNICIAN_COLOURS, TECHNICIAN_NAME_MAX } from "@/lib/rules/business-rules";
import { isUuid } from "@/lib/rules/uuid";

/**
 * A staff member's technician profile (the console's Schedule page): the name
 * shown on the calendar, the requests and the customers' emails, and one of
 * the palette's colours. Messages are keys of Admin.technicians.errors; the
 * database checks both again (staff_profiles).
 */
export const staffProfileSchema = z.object({
  displayName: z.string().trim().min(1, "nameRequired").max(TECHNICIAN_NAME_MAX, "nameTooLong"),
  colour: z.enum(TECHNICIAN_COLOURS, { error: "colourRequired" }),
});
export type StaffProfileInput = z.input<typeof staffProfileSchema>;
export type StaffProfileValues = z.output<typeof staffProfileSchema>;
export type StaffProfileErrorKey = "nameRequired" | "nameTooLong" | "colourRequired";

/**
 * The technician chosen from the staff list: a staff account's id, or "" for
 * nobody. Only the shape is checked here; that it is a staff member's
 * profile is the database's check (CN003 and the foreign key).
 */
export const technicianChoiceSchema = z.string().refine((value) => value === "" || isUuid(value), "invalidTechnician");
