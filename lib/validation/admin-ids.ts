import { z } from "@/lib/validation/zod";
import { isUuid } from "@/lib/rules/uuid";

/** A row id sent by the console: a UUID, else refused before any query. RLS still decides which rows it reaches. */
export const adminIdSchema = z.string().refine(isUuid, "invalidId");
