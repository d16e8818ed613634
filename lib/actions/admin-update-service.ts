"use server";

import { revalidatePath } from "next/cache";
import { defineAction, type ServerAction } from "@/lib/actions/define-action";
import { adminErrorFromDb, type AdminActionError } from "@/lib/rules/admin-errors";
import { isServiceErrorKey, serviceSchema, type ServiceErrorKey } from "@/lib/validation/admin-service";

export type UpdateServiceResult = { ok: true } | { ok: false; error: AdminActionError | ServiceErrorKey };

/**
 * Staff save one bookable service: names and descriptions in both languages,
 * duration, visit price, order, offered or not. RLS and the column grant let
 * only staff write these columns, and the table's checks refuse what the
 * schema refuses. Booked appointments keep their own price and duration.
 * The service pages (both languages) are rendered again at once, so none
 * shows the old price; the booking form reads the table on every visit.
 */
export const updateService: ServerAction<[service: unknown], UpdateServiceResult> = defineAction({
  access: "staff",
  input: serviceSchema,
  invalid: (issues) => {
    const { message } = issues[0]!;
    return { ok: false, error: isServiceErrorKey(message) ? message : "invalidId" };
  },
  denied: { ok: false, error: "forbidden" },
  unavailable: { ok: false, error: "failed" },
  handler: async (service, { supabase }) => {
    const { data, error } = await supabase
      .from("services")
      .update({
        name: service.nameEn,
        name_es: service.nameEs,
        description: service.descriptionEn,
        description_es: service.descriptionEs,
        duration: service.duration,
        price_cents: service.price,
        sort_order: service.sortOrder,
        active: service.active,
      })
      .eq("id", service.id)
      .select("id")
      .maybeSingle();
    if (error) return { ok: false, error: adminErrorFromDb(error, "update service") };
    if (!data) return { ok: false, error: "notFound" };
    revalidatePath("/[locale]/(site)/services/[slug]", "page");
    return { ok: true };
  },
});
