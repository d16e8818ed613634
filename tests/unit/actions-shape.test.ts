import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Every server action goes through lib/actions/define-action.ts: it parses the
// input, checks the caller (anyone | customer | staff) and only then runs the
// handler. An action that checked its caller its own way is how booking once
// skipped the verified-email check, so this reads each file in lib/actions and
// fails on one that does not have that shape (a static check of the text).

const DIR = join(process.cwd(), "lib/actions");
const WRAPPER = "define-action.ts";
const actionFiles = readdirSync(DIR).filter((name) => name.endsWith(".ts") && name !== WRAPPER).sort();
const source = (name: string) => readFileSync(join(DIR, name), "utf8");
/** The file without comments, so a comment cannot satisfy or fail a check. */
const code = (name: string) => source(name).replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

/** Who may call each action; a new action only needs one of the three. */
const EXPECTED_ACCESS: Record<string, "anyone" | "customer" | "staff"> = {
  "admin-add-closure.ts": "staff",
  "admin-add-customer-note.ts": "staff",
  "admin-update-customer-contact.ts": "staff",
  "admin-add-holidays.ts": "staff",
  "admin-approve-review.ts": "staff",
  "admin-book-appointment.ts": "staff",
  "admin-delete-closure.ts": "staff",
  "admin-delete-review.ts": "staff",
  "admin-retry-notification.ts": "staff",
  "admin-search-customers.ts": "staff",
  "admin-set-appointment-status.ts": "staff",
  "admin-waive-visit-fee.ts": "staff",
  "admin-set-technicians.ts": "staff",
  "admin-update-service.ts": "staff",
  "admin-save-price-list-item.ts": "staff",
  "admin-update-request.ts": "staff",
  "admin-save-request-intake.ts": "staff",
  "admin-save-technician-profile.ts": "staff",
  "admin-assign-appointment-technician.ts": "staff",
  "admin-issue-calendar-feed.ts": "staff",
  "admin-revoke-calendar-feed.ts": "staff",
  "answer-estimate.ts": "customer",
  "cancel-appointment.ts": "customer",
  "change-email.ts": "customer",
  "change-password.ts": "customer",
  "complete-with-receipt.ts": "staff",
  // The link's token is the credential; it never signs anyone in.
  "confirm-email-change.ts": "anyone",
  "create-attachment-upload.ts": "customer",
  "create-service-request.ts": "customer",
  // Customers and staff alike (both are signed-in, verified accounts); RLS decides what each reads and writes.
  "get-request-thread.ts": "customer",
  "post-request-message.ts": "customer",
  // The owner's steps on their request; the database checks the request is theirs.
  "open-warranty-request.ts": "customer",
  "withdraw-request.ts": "customer",
  "resend-estimate.ts": "staff",
  "reschedule-appointment.ts": "customer",
  "save-estimate-draft.ts": "staff",
  "schedule-appointment.ts": "customer",
  "send-estimate.ts": "staff",
  "update-email-preferences.ts": "customer",
  "update-profile.ts": "customer",
  "get-booked-slots.ts": "anyone",
  "get-closures.ts": "anyone",
  "request-new-link.ts": "anyone",
  "reset-password.ts": "anyone",
  "sign-out.ts": "anyone",
  "start-session.ts": "anyone",
  "submit-review.ts": "anyone",
  "unsubscribe.ts": "anyone",
  "verify-email.ts": "anyone",
};

describe("server actions (lib/actions)", () => {
  it("are all found, and each is listed here", () => {
    for (const name of Object.keys(EXPECTED_ACCESS)) expect(actionFiles).toContain(name);
    for (const name of actionFiles) expect(Object.keys(EXPECTED_ACCESS)).toContain(name);
  });

  it.each(Object.entries(EXPECTED_ACCESS))("%s may be called by %s", (name, who) => {
    expect([...code(name).matchAll(/^\s*access: "(\w+)",$/gm)].map((m) => m[1])).toEqual([who]);
  });

  it.each(actionFiles)("%s is a \"use server\" file whose every export is a defineAction(...) with its signature", (name) => {
    const text = code(name);
    expect(text.trimStart().startsWith('"use server";'), "first statement").toBe(true);
    expect(text).toMatch(/^import \{[^}]*\bdefineAction\b[^}]*\} from "@\/lib\/actions\/define-action";$/m);

    const exports = text.split("\n").filter((line) => /^\s*export\b/.test(line));
    const actions = exports.filter((line) => !/^export (type|interface) /.test(line));
    expect(actions.length, "exports an action").toBeGreaterThan(0);
    for (const line of actions) {
      expect(line, "export const name: ServerAction<[...], Result> = defineAction({").toMatch(
        /^export const \w+: ServerAction<\[.*\], .+> = defineAction\(\{$/,
      );
    }
    const calls = text.match(/\bdefineAction\(/g) ?? [];
    expect(calls.length, "one defineAction per exported action").toBe(actions.length);
    const access = [...text.matchAll(/^\s*access: "(\w+)",$/gm)].map((m) => m[1]);
    expect(access.length, "access stated for each action").toBe(actions.length);
    for (const who of access) expect(["anyone", "customer", "staff"]).toContain(who);
  });

  it.each(actionFiles)("%s leaves checking the signed-in caller to the wrapper", (name) => {
    const text = code(name);
    expect(text).not.toMatch(/\bgetStaff\b|\brequireStaff\b|\brequireCustomer\b|\.auth\.getUser\(/);
    expect(text).not.toMatch(/\bsafeParse\(|\.parse\(/);
  });

  it("the wrapper is server-only and not a \"use server\" file (it exports a plain function)", () => {
    const text = readFileSync(join(DIR, WRAPPER), "utf8");
    expect(text).not.toMatch(/^\s*["']use server["']/m);
    expect(text).toMatch(/^import "server-only";$/m);
    expect(text).not.toMatch(/from "next-safe-action"/);
  });
});
