import { site } from "@/lib/site";
import type { Block } from "./content";
import type { EmailContext } from "./context";

/** The closing lines of every customer email: how to reach the shop, and the sign-off. */
export function customerClosing(ctx: EmailContext, { appointment = false } = {}): Block[] {
  return [
    { type: "text", text: ctx.t(appointment ? "common.questionsAppointment" : "common.questions", { phone: site.phone.display }) },
    { type: "text", text: ctx.t("common.signOff", { business: site.shortName }) },
  ];
}

/** The review form: its section on the contact page (the form reads no query to prefill). */
export const reviewUrl = (ctx: EmailContext) => ctx.url("/contact#review");
