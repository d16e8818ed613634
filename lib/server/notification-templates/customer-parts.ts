import { site } from "@/lib/site/business-profile";
import type { Block } from "./content";
import type { EmailContext } from "./context";

/**
 * The closing lines of every customer email: how to reach the shop, and the
 * sign-off. `conversation`: the email sends them to a request's thread to
 * answer, so the closing offers the phone only, not a reply to the email.
 */
export function customerClosing(ctx: EmailContext, { appointment = false, conversation = false } = {}): Block[] {
  const questions = conversation ? "common.questionsConversation" : appointment ? "common.questionsAppointment" : "common.questions";
  return [
    { type: "text", text: ctx.t(questions, { phone: site.phone.display }) },
    { type: "text", text: ctx.t("common.signOff", { business: site.shortName }) },
  ];
}

/** The review form: its section on the contact page (the form reads no query to prefill). */
export const reviewUrl = (ctx: EmailContext) => ctx.url("/contact#review");
