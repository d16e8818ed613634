import nodemailer from "nodemailer";
import type { Mailer } from "../types";

/** Sender of the stack's auth emails (what `[auth.email.smtp] admin_email` would set on Supabase). */
const SENDER = "Local Supabase stack <noreply@localhost>";

/**
 * The stack's auth emails, sent with nodemailer to its own SMTP server as
 * Supabase Auth sends to a provider; `send` resolves once the mailbox holds them.
 */
export function smtpMailer(port: number): Mailer {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: SENDER, ...mail });
    },
  };
}
