import type { AuthContext } from "../types";
import { renderNotification } from "./mail/render";
import type { NotificationKind } from "./project-config";
import type { UserRow } from "./users";

// Supabase Auth's security notifications, sent after the change has been
// committed when supabase/config.toml turns them on
// ([auth.email.notification.<kind>]): `email_changed` to the address the
// account left, `password_changed` to the account's address. They carry no
// link. A failed delivery is logged and the change stands.

/** Sends the `kind` notification for `user` (as it is now); `oldEmail` for email_changed. */
export async function notify(ctx: AuthContext, kind: NotificationKind, user: UserRow, oldEmail?: string): Promise<void> {
  const to = kind === "email_changed" ? oldEmail : user.email;
  if (!to) return;
  const rendered = renderNotification(kind, {
    SiteURL: ctx.config.siteUrl,
    ConfirmationURL: "",
    Email: user.email ?? "",
    OldEmail: oldEmail,
    Token: "",
    TokenHash: "",
    RedirectTo: "",
    Data: user.raw_user_meta_data ?? {},
  });
  if (!rendered) return;
  try {
    await ctx.mailer.send({ to, ...rendered });
  } catch (error) {
    console.error(`[auth] sending the ${kind} notification failed:`, error);
  }
}
