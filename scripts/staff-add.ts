// `npm run staff:add -- <email>`: gives an existing account the staff role
// (app_metadata.role = "staff"; only the service role can write app_metadata)
// and a technician profile, so the person can be assigned at once: their
// name (the account's full name, else the address before the @) and the
// first colour no technician uses yet. They change both on /admin/schedule.
// Talks to NEXT_PUBLIC_SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY; against the
// local stack (a loopback URL, the default) the local development key is used
// when no key is set. The role reaches the person's session at its next token
// refresh: signing out and in again applies it at once.
import { createClient } from "@supabase/supabase-js";
import ws from "ws";
import { hasStaffRole } from "@/lib/rules/staff-role";
import { STAFF_ROLE, TECHNICIAN_COLOURS } from "@/lib/rules/business-rules";
import { LOCAL_SERVICE_ROLE_KEY, LOCAL_SUPABASE_URL } from "@/supabase/local/keys";

const PER_PAGE = 1000;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const email = process.argv[2]?.trim().toLowerCase();
if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) fail("usage: npm run staff:add -- <email>", 2);

const url = process.env.NEXT_PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL;
const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(new URL(url).hostname);
const key = process.env.SUPABASE_SERVICE_ROLE_KEY || (loopback ? LOCAL_SERVICE_ROLE_KEY : "");
if (!key) fail(`Set SUPABASE_SERVICE_ROLE_KEY to the service role key of ${url}.`, 2);

const supabase = createClient(url, key, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
});

async function findUser(address: string) {
  for (let page = 1; ; page++) {
    const { data, error } = await supabase.auth.admin.listUsers({ page, perPage: PER_PAGE });
    if (error) fail(`Could not list users at ${url}: ${error.message}`);
    const user = data.users.find((u) => u.email?.toLowerCase() === address);
    if (user || data.users.length < PER_PAGE) return user ?? null;
  }
}

/** A technician profile for `user`, unless they have one: their name, and a colour no one else uses (or the first). */
async function ensureTechnicianProfile(user: NonNullable<Awaited<ReturnType<typeof findUser>>>) {
  const { data: profiles, error } = await supabase.from("staff_profiles").select("user_id, colour");
  if (error) fail(`Could not read the technician profiles: ${error.message}`);
  if (profiles.some((profile) => profile.user_id === user.id)) return false;
  const fullName = typeof user.user_metadata?.full_name === "string" ? user.user_metadata.full_name.trim() : "";
  const displayName = (fullName || email!.split("@")[0]!).slice(0, 60).trim();
  const used = new Set(profiles.map((profile) => profile.colour));
  const colour = TECHNICIAN_COLOURS.find((candidate) => !used.has(candidate)) ?? TECHNICIAN_COLOURS[0];
  const { error: insertError } = await supabase.from("staff_profiles").insert({ user_id: user.id, display_name: displayName, colour });
  if (insertError) fail(`Could not create the technician profile: ${insertError.message}`);
  return true;
}

const user = await findUser(email);
if (!user) fail(`No account uses ${email}. The person signs up first, then you run this again.`);
if (hasStaffRole(user.app_metadata)) {
  const created = await ensureTechnicianProfile(user);
  console.log(`${email} already has the staff role.${created ? " Their technician profile was created." : ""}`);
  process.exit(0);
}
const { error } = await supabase.auth.admin.updateUserById(user.id, { app_metadata: { ...user.app_metadata, role: STAFF_ROLE } });
if (error) fail(`Could not update ${email}: ${error.message}`);
await ensureTechnicianProfile(user);
console.log(`${email} now has the staff role and a technician profile. It applies from their next sign-in (or token refresh, within an hour).`);
