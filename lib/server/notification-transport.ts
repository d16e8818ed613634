import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { site } from "@/lib/site/business-profile";

/**
 * SMTP, any provider: SMTP_URL (e.g. `smtps://user:password@smtp.example.com:465`),
 * or SMTP_HOST with SMTP_PORT (default 587; 465 means implicit TLS), SMTP_USER
 * and SMTP_PASSWORD. Without either, outside Vercel, mail goes to the local
 * stack's SMTP server (LOCAL_STACK_PORT + 4, i.e. 54325), whose mailbox is at /mailbox.
 */
function smtpOptions(env = process.env) {
  // Timeouts stay under the outbox's lease (NOTIFICATION_RULES.leaseSeconds),
  // so a hung server cannot hold a row past it and have it sent twice.
  const pool = { pool: true as const, maxConnections: 5, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };
  if (env.SMTP_URL) return { ...pool, url: env.SMTP_URL };
  if (env.SMTP_HOST) {
    const port = Number(env.SMTP_PORT || 587);
    const auth = env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined;
    return { ...pool, host: env.SMTP_HOST, port, secure: port === 465, auth };
  }
  if (env.VERCEL) throw new Error("Neither SMTP_URL nor SMTP_HOST is set (see .env.example).");
  const stackPort = Number(env.LOCAL_STACK_PORT ?? 54321);
  return { ...pool, url: `smtp://127.0.0.1:${stackPort + 4}` };
}

let transport: Transporter | undefined;

/** One pooled connection set per server instance. */
export function mailTransport() {
  transport ??= nodemailer.createTransport(smtpOptions());
  return transport;
}

/** The sender of every email: MAIL_FROM, or the shop's name and address. */
export const mailFrom = () => process.env.MAIL_FROM || `${site.name} <${site.email}>`;

/** Where shop alerts go besides every staff account: SHOP_NOTIFICATION_EMAIL, or the shop's address. */
export const shopAddress = () => process.env.SHOP_NOTIFICATION_EMAIL || site.email;

/**
 * Who gets a shop alert: the shop's address, and each staff address in Bcc,
 * every person once. Addresses are compared without regard to case (as mail
 * servers deliver them), so a staff account whose address is the shop's, in
 * any case, or two spellings of one address, get a single copy.
 */
export function alertRecipients(shop: string, staff: readonly string[]) {
  const seen = new Set([shop.trim().toLowerCase()]);
  const bcc: string[] = [];
  for (const address of staff) {
    const key = address.trim().toLowerCase();
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    bcc.push(address.trim());
  }
  return { to: shop, bcc };
}
