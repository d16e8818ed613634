import "server-only";
import { isAuthRetryableFetchError, type User } from "@supabase/supabase-js";
import { safeParse, type $ZodIssue, type $ZodType, type output as Output } from "zod/v4/core";
import { getStaffCaller } from "@/lib/data/require-staff";
import { createClient } from "@/lib/supabase/server";

// The one shape of every server action in lib/actions: parse the input with
// its zod schema, check who is calling, then run the handler with the parsed
// input and the caller; a parse failure or a refused caller becomes the
// action's own result (its translation keys), decided by the action.
//
// A small helper of our own rather than next-safe-action: this is all the
// actions need, it adds nothing to any client bundle (the booking page has a
// 200 KB JS budget) and it keeps each action's exported result type exactly
// as the components expect. Not a "use server" module (it exports a plain
// function and types): each action file is, and exports only what
// defineAction returns, an async function (tests/unit/actions-shape.test.ts).

/**
 * Who may call an action:
 * - `anyone`: no check here (visitors included); the handler keeps its own
 *   checks (rate limits, signed tokens, a recovery session) and creates the
 *   Supabase client it needs, so a public page's action reads no cookies.
 * - `customer`: signed in with a confirmed email.
 * - `staff`: lib/data/require-staff getStaffCaller (confirmed email and the staff role,
 *   in the token and on the account as Auth holds it now).
 */
export type Access = "anyone" | "customer" | "staff";

/** What defineAction returns; state it on the export, so the action's parameters and result are written down where it is defined. */
export type ServerAction<P extends unknown[], R> = (...params: P) => Promise<R>;

/** Why a caller was refused: nobody signed in, an unconfirmed email, not staff. */
export type Denial = "signedOut" | "unverified" | "notStaff";

type ServerSupabase = Awaited<ReturnType<typeof createClient>>;

/** What the handler is given about the caller: nothing for `anyone`, else a Supabase client acting as them and their user. */
export type Caller<A extends Access> = A extends "anyone" ? null : { supabase: ServerSupabase; user: User };

type ActionOptions<A extends Access, S extends $ZodType | undefined, P extends unknown[], R> = {
  access: A;
  /** The raw input from the action's arguments; by default the first argument. */
  args?: (...params: P) => unknown;
  /** Schema of the raw input; without one the handler gets the raw input as it came. */
  input?: S;
  /** The result for input the schema refuses (`raw` is the input before parsing). */
  invalid?: (issues: readonly $ZodIssue[], raw: unknown) => NoInfer<R>;
  /** The result for a caller `access` refuses. */
  denied?: NoInfer<R | ((denial: Denial) => R)>;
  /**
   * The result when Supabase Auth could not be asked who is calling (network
   * failure, timeout, a 5xx): a "try again" failure, never "please sign in",
   * since the caller may well be signed in.
   */
  unavailable?: NoInfer<R>;
  handler: (input: S extends $ZodType ? Output<S> : unknown, caller: Caller<A>) => Promise<NoInfer<R>>;
} & (S extends $ZodType ? { invalid: unknown } : unknown) &
  (A extends "anyone" ? unknown : { denied: unknown; unavailable: unknown });

/**
 * Wraps a handler into a server action: parse, then check the caller, then
 * run. Export the result from a "use server" file, typed with the action's
 * parameters and result (the result type is taken from that annotation only,
 * so `invalid`, `denied` and the handler are all checked against it):
 *
 *   export const approveReview: ServerAction<[reviewId: unknown], ApproveReviewResult> = defineAction({
 *     access: "staff",
 *     input: adminIdSchema,
 *     invalid: () => ({ ok: false, error: "invalidId" }),
 *     denied: { ok: false, error: "forbidden" },
 *     unavailable: { ok: false, error: "failed" },
 *     handler: async (id, { supabase }) => { ... },
 *   });
 *
 * `args` turns several parameters into the one value the schema parses
 * (e.g. a tuple); `denied` may be a function of the Denial; `unavailable` is
 * required with `denied`.
 */
export function defineAction<A extends Access, R, S extends $ZodType | undefined = undefined, P extends unknown[] = [input?: unknown]>(
  options: ActionOptions<A, S, P, R>,
): ServerAction<P, R> {
  const { access, args, input: schema, invalid, denied, unavailable, handler } = options;
  return async (...params: P) => {
    const raw = args ? args(...params) : params[0];
    let input: unknown = raw;
    if (schema) {
      const parsed = safeParse(schema, raw);
      if (!parsed.success) return invalid!(parsed.error.issues, raw);
      input = parsed.data;
    }
    const caller = await callerFor(access);
    if (caller === "unavailable") return unavailable as R;
    if (typeof caller === "string") return typeof denied === "function" ? (denied as (denial: Denial) => R)(caller) : (denied as R);
    return handler(input as S extends $ZodType ? Output<S> : unknown, caller as Caller<A>);
  };
}

async function callerFor(access: Access): Promise<Caller<"customer"> | null | Denial | "unavailable"> {
  if (access === "anyone") return null;
  if (access === "staff") return getStaffCaller();
  const supabase = await createClient();
  const {
    data: { user },
    error,
  } = await supabase.auth.getUser();
  if (!user) return isAuthRetryableFetchError(error) ? "unavailable" : "signedOut";
  if (!user.email_confirmed_at) return "unverified";
  return { supabase, user };
}

/** The first issue's message, for schemas whose messages are the action's error keys. */
export const firstIssueKey = <K extends string>(issues: readonly $ZodIssue[]) => issues[0]!.message as K;
