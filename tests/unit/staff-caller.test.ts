import { AuthRetryableFetchError } from "@supabase/supabase-js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { STAFF_ROLE } from "@/lib/rules/business-rules";

// Who a staff action is acting for (lib/data/require-staff.ts getStaffCaller):
// the staff role in the token's verified claims and on the account as Auth
// holds it now; "unavailable" when Auth cannot be asked, which is not the
// same as "not staff". The Supabase client is replaced: this is the rule
// alone (the database and end-to-end tests drive the real one).

const mocks = vi.hoisted(() => ({ createClient: vi.fn() }));
vi.mock("@/lib/supabase/server", () => ({ createClient: mocks.createClient }));
// React's cache() only memoizes inside a server request; here each call runs.
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const { getStaffCaller, getStaff } = await import("@/lib/data/require-staff");

type Account = { id: string; email_confirmed_at: string | null; app_metadata: { role?: string } };
const STAFF: Account = { id: "s1", email_confirmed_at: "2026-11-01T00:00:00Z", app_metadata: { role: STAFF_ROLE } };
const unreachable = () => new AuthRetryableFetchError("fetch failed", 0);

type Answer<T> = { data: T; error: Error | null };
function client(claims: Answer<{ claims: { sub: string; app_metadata: object } } | null>, user: Answer<{ user: typeof STAFF | null }>) {
  return { auth: { getClaims: vi.fn(async () => claims), getUser: vi.fn(async () => user) } };
}
const staffClaims = { data: { claims: { sub: "s1", app_metadata: { role: STAFF_ROLE } } }, error: null };

beforeEach(() => vi.clearAllMocks());

describe("getStaffCaller", () => {
  it("is the staff member when the token and the account both say staff", async () => {
    const c = client(staffClaims, { data: { user: STAFF }, error: null });
    mocks.createClient.mockResolvedValueOnce(c);
    expect(await getStaffCaller()).toEqual({ supabase: c, user: STAFF });
  });

  it("is notStaff for no session, a customer's token, a revoked role, an unconfirmed email or another account", async () => {
    const cases = [
      client({ data: null, error: null }, { data: { user: null }, error: null }),
      client({ data: { claims: { sub: "s1", app_metadata: {} } }, error: null }, { data: { user: STAFF }, error: null }),
      client(staffClaims, { data: { user: { ...STAFF, app_metadata: {} } }, error: null }),
      client(staffClaims, { data: { user: { ...STAFF, email_confirmed_at: null } }, error: null }),
      client(staffClaims, { data: { user: { ...STAFF, id: "other" } }, error: null }),
      client(staffClaims, { data: { user: null }, error: new Error("invalid JWT") }),
    ];
    for (const c of cases) {
      mocks.createClient.mockResolvedValueOnce(c);
      expect(await getStaffCaller()).toBe("notStaff");
    }
  });

  it("is unavailable when Auth cannot be asked, for the claims' keys or for the account", async () => {
    mocks.createClient.mockResolvedValueOnce(client({ data: null, error: unreachable() }, { data: { user: null }, error: null }));
    expect(await getStaffCaller()).toBe("unavailable");
    mocks.createClient.mockResolvedValueOnce(client(staffClaims, { data: { user: null }, error: unreachable() }));
    expect(await getStaffCaller()).toBe("unavailable");
  });

  it("getStaff, for pages, is the staff member or null, never a reason", async () => {
    mocks.createClient.mockResolvedValueOnce(client(staffClaims, { data: { user: null }, error: unreachable() }));
    expect(await getStaff()).toBeNull();
  });
});
