import { isUuid } from "@/lib/rules/uuid";
import { z } from "@/lib/validation/zod";

/** The request a customer acts on from its page (withdraw it, open a warranty request): a UUID, else refused before any query. The database decides whose it is. */
export const customerRequestIdSchema = z.string().refine(isUuid, "invalid");
