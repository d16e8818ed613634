// Every SQLSTATE the app tells apart, once: the codes our migrations raise
// (BK… booking, CN… the console's appointment steps, ES… estimates and
// receipts, RQ… conversations, WR… warranty and withdrawal, WB… guards, PT… PostgREST's "answer with this
// HTTP status") and the few PostgreSQL codes the app translates. Each
// entry says what the database means, the HTTP status PostgREST answers it
// with, and the key each screen that can meet it shows, relative to that
// screen's messages (ERROR_SURFACES). Errors are mapped by code, never by
// message text. tests/unit/db-errors.test.ts reads every errcode the
// migrations raise and fails when one has no entry here, when a status
// differs from PostgREST's, or when a key has no text in either language.

/** The screens that show database refusals, and where their texts live in messages/{en,es}.json. */
export const ERROR_SURFACES = {
  /** The booking form's toast (Booking.errors). */
  booking: { messages: "Booking.errors" },
  /** The booking form's in-place guard refusals (Booking.refusals). */
  bookingGuard: { messages: "Booking.refusals" },
  /** A customer moving an appointment. */
  reschedule: { messages: "Reschedule.errors" },
  /** Staff booking for a customer (the console's new-appointment dialog). */
  phoneBooking: { messages: "Admin.newAppointment.refusals" },
  /** The console's other writes (lib/rules/admin-errors.ts). */
  console: { messages: "Admin.errors" },
  /** The console's closures. */
  schedule: { messages: "Admin.schedule" },
  /** Filing a service request. */
  serviceRequest: { messages: "ServiceRequest" },
  /** Posting on a request's conversation; "closed" has a panel of its own. */
  conversation: { messages: "Conversation.errors", except: { closed: "Conversation.closed", warrantyEnded: "Conversation.warrantyEnded" } },
  /** The owner's steps on their request page: withdraw a pending request, open a warranty request. */
  customerRequest: { messages: "RequestDetail.errors" },
  /** The public review form. */
  review: { messages: "ReviewForm.submitErrors" },
  /** The customer's answer to an estimate (lib/rules/estimate-errors.ts). */
  estimate: { messages: "Estimates.errors" },
  /** Staff writing, sending and re-sending estimates and completing with a receipt (lib/rules/estimate-errors.ts). */
  estimateStaff: { messages: "Estimates.errors" },
  /** Opening an emailed link: confirmation, reset, invitation, email change (lib/server/email-link-attempts.ts). */
  emailLink: { messages: "AuthErrors" },
  /** An unsubscribe link. */
  unsubscribe: { messages: "Unsubscribe", except: { invalidLink: "Unsubscribe.invalidText" } },
} as const satisfies Record<string, { messages: string; except?: Record<string, string> }>;
export type ErrorSurface = keyof typeof ERROR_SURFACES;

interface DbErrorEntry {
  /** What the database means by it. */
  meaning: string;
  /** The status PostgREST answers with (for an authenticated caller). */
  http: number;
  /** The key each surface shows for it. */
  shows: Partial<Record<ErrorSurface, string>>;
}

export const DB_ERRORS = {
  BK001: { meaning: "No signed-in user", http: 400, shows: { booking: "auth" } },
  BK002: {
    meaning: "The service is unknown or no longer bookable",
    http: 400,
    shows: { booking: "service", phoneBooking: "service" },
  },
  BK003: {
    meaning: "Every technician is booked for part of that time",
    http: 400,
    shows: { booking: "taken", reschedule: "taken", phoneBooking: "taken" },
  },
  BK004: {
    meaning: "The shop is closed for part of that time (a closure)",
    http: 400,
    shows: { booking: "closed", reschedule: "closed", phoneBooking: "closed" },
  },
  BK005: { meaning: "Only a pending appointment can be moved", http: 400, shows: { reschedule: "notMovable" } },
  BK006: { meaning: "A customer's move inside the late-cancellation window", http: 400, shows: { reschedule: "insideWindow" } },
  BK007: {
    meaning: "The customer already has an appointment overlapping that time",
    http: 400,
    shows: { booking: "ownOverlap", reschedule: "ownOverlap", phoneBooking: "customerBusy" },
  },
  BK008: { meaning: "A closure over open appointments, not confirmed (staff)", http: 400, shows: { schedule: "conflicts" } },
  RQ001: { meaning: "A completed or cancelled request takes no more replies", http: 400, shows: { conversation: "closed" } },
  RQ002: { meaning: "More files on one message than allowed", http: 400, shows: { conversation: "filesTooMany" } },
  RQ003: { meaning: "A staff cancellation of a request without a reason", http: 400, shows: { console: "reasonRequired" } },
  WR001: { meaning: "A completed request whose warranty has ended takes no more replies", http: 400, shows: { conversation: "warrantyEnded" } },
  WR002: { meaning: "A warranty request on a request that is not completed with a receipt, or whose warranty has ended", http: 400, shows: { customerRequest: "notUnderWarranty" } },
  WR003: { meaning: "Only a pending request can be withdrawn", http: 400, shows: { customerRequest: "notPending" } },
  WB001: { meaning: "Too many service requests from one account", http: 400, shows: { serviceRequest: "rateLimited", customerRequest: "rateLimited" } },
  WB002: {
    meaning: "Beyond the booking horizon",
    http: 400,
    shows: { bookingGuard: "beyondHorizon", reschedule: "beyondHorizon", phoneBooking: "beyondHorizon" },
  },
  WB003: {
    meaning: "The customer has the most upcoming appointments allowed",
    http: 400,
    shows: { bookingGuard: "upcomingLimit", phoneBooking: "upcomingLimit" },
  },
  WB004: { meaning: "The account's email is not confirmed", http: 400, shows: { bookingGuard: "unverified" } },
  WB005: { meaning: "Too many conversation messages from one account", http: 400, shows: { conversation: "rateLimited" } },
  PT404: {
    meaning: "The row does not exist (PostgreSQL's own no_data_found would be a 500)",
    http: 404,
    shows: { reschedule: "notFound", phoneBooking: "customerNotFound", console: "notFound", unsubscribe: "invalidLink", estimate: "notFound", estimateStaff: "notFound", customerRequest: "notFound" },
  },
  CN001: {
    meaning: "An appointment started or completed before it is due (lib/rules/admin-appointment-actions.ts)",
    http: 400,
    shows: { console: "tooEarly" },
  },
  CN002: {
    meaning: "A fee waiver for a visit with no fee left to waive (none, waived already, or on the receipt)",
    http: 400,
    shows: { console: "feeNotWaivable" },
  },
  CN003: { meaning: "The technician assigned (or given a profile) is not a staff account", http: 400, shows: { console: "notTechnician" } },
  CN004: { meaning: "A calendar feed asked for before the staff member saved a technician profile", http: 400, shows: { console: "noTechnicianProfile" } },
  CN005: { meaning: "A sign-in passcode for a completed or cancelled request (closing the job deletes it)", http: 400, shows: { console: "requestClosed" } },
  ES001: { meaning: "The estimate was already sent: only a draft can be edited or sent", http: 400, shows: { estimateStaff: "alreadySent" } },
  ES002: { meaning: "A newer version of the estimate exists", http: 400, shows: { estimate: "superseded", estimateStaff: "superseded" } },
  ES003: { meaning: "The estimate was already answered (or is not a sent one)", http: 400, shows: { estimate: "answered", estimateStaff: "alreadyAnswered" } },
  ES004: { meaning: "The estimate has expired", http: 400, shows: { estimate: "expired", estimateStaff: "validUntilPassed" } },
  ES005: { meaning: "The request is closed", http: 400, shows: { estimate: "closed", estimateStaff: "closed" } },
  ES006: { meaning: "The request needs an approved estimate, or already has a receipt", http: 400, shows: { estimateStaff: "receiptRefused" } },
  ES007: { meaning: "An estimate's or receipt's lines are out of bounds", http: 400, shows: { estimateStaff: "invalid" } },
  ES008: { meaning: "A date out of bounds (valid until; a payment date before the request was filed or after today)", http: 400, shows: { estimateStaff: "dateOutOfRange" } },
  ES009: { meaning: "An answer that is neither approve nor decline", http: 400, shows: { estimate: "invalid" } },
  ES010: { meaning: "The customer approved the current estimate: no new version may replace it", http: 400, shows: { estimateStaff: "approvedIsFinal" } },
  PT429: {
    meaning: "Too many reviews from one email, one address, or the whole site within the hour; too many attempts to open emailed links from one address or for one account",
    http: 429,
    shows: { review: "rateLimited", emailLink: "tooManyAttempts" },
  },
  "42501": {
    meaning: "PostgreSQL's insufficient_privilege: not allowed (not staff, not the owner, signed out)",
    http: 403,
    shows: { booking: "permission", phoneBooking: "forbidden", console: "forbidden", conversation: "forbidden", estimate: "forbidden", estimateStaff: "forbidden" },
  },
  "22023": {
    meaning: "PostgreSQL's invalid_parameter_value: a time rule (past, weekday, slot, end of day)",
    http: 400,
    shows: { phoneBooking: "time" },
  },
  "23503": { meaning: "PostgreSQL's foreign_key_violation: the row it points to is gone", http: 409, shows: { conversation: "notFound" } },
  "23514": {
    meaning: "PostgreSQL's check_violation: a status move the workflow does not allow, or a row's own check (an estimate line, a discount above the subtotal)",
    http: 400,
    shows: { console: "invalidTransition", estimate: "invalid", estimateStaff: "invalid" },
  },
} as const satisfies Record<string, DbErrorEntry>;
export type DbErrorCode = keyof typeof DB_ERRORS;

/** The keys `surface` can get from the catalogue. */
export type SurfaceKey<S extends ErrorSurface> = {
  [C in DbErrorCode]: (typeof DB_ERRORS)[C]["shows"] extends { readonly [K in S]: infer V } ? V : never;
}[DbErrorCode];

/** The key `surface` shows for a database error's code, or null for a code it does not expect. */
export function dbErrorKey<S extends ErrorSurface>(surface: S, code: string | null | undefined): SurfaceKey<S> | null {
  if (!code || !Object.hasOwn(DB_ERRORS, code)) return null;
  const shows: Partial<Record<ErrorSurface, string>> = DB_ERRORS[code as DbErrorCode].shows;
  return (shows[surface] as SurfaceKey<S> | undefined) ?? null;
}

/** Every key the catalogue gives `surface`. */
export function surfaceKeys<S extends ErrorSurface>(surface: S): SurfaceKey<S>[] {
  return Object.values(DB_ERRORS).flatMap((entry) => {
    const key = (entry.shows as Partial<Record<ErrorSurface, string>>)[surface];
    return key === undefined ? [] : [key as SurfaceKey<S>];
  });
}

/** Where the text of `key` on `surface` lives in messages/{en,es}.json (a string, or a group with a title). */
export function dbErrorMessagePath(surface: ErrorSurface, key: string): string {
  const { messages, ...rest } = ERROR_SURFACES[surface];
  const except: Record<string, string> = "except" in rest ? rest.except : {};
  return except[key] ?? `${messages}.${key}`;
}

/** The booking functions' own refusals (class BK). */
export const BOOKING_ERROR_CODES = {
  authRequired: "BK001",
  serviceUnavailable: "BK002",
  slotTaken: "BK003",
  shopClosed: "BK004",
  notMovable: "BK005",
  insideWindow: "BK006",
  ownOverlap: "BK007",
  closureConflicts: "BK008",
} as const satisfies Record<string, DbErrorCode>;

/** The console's visit rules (class CN): start, complete or mark a no-show only when due; waive only a fee still owed; assign only staff; a feed needs a technician profile; a closed request keeps no passcode. */
export const CONSOLE_ERROR_CODES = { tooEarly: "CN001", feeNotWaivable: "CN002", notTechnician: "CN003", noTechnicianProfile: "CN004", passcodeClosed: "CN005" } as const satisfies Record<string, DbErrorCode>;

/** The estimate functions' refusals (class ES; docs/estimates.md). */
export const ESTIMATE_ERROR_CODES = {
  alreadySent: "ES001",
  superseded: "ES002",
  alreadyAnswered: "ES003",
  expired: "ES004",
  requestClosed: "ES005",
  receiptRefused: "ES006",
  linesOutOfBounds: "ES007",
  dateOutOfBounds: "ES008",
  badAnswer: "ES009",
  approvedIsFinal: "ES010",
} as const satisfies Record<string, DbErrorCode>;

/** The guards' refusals (class WB), and the rest of our own codes by name. */
export const DB_ERROR_CODES = {
  requestRateLimit: "WB001",
  bookingBeyondHorizon: "WB002",
  bookingUpcomingLimit: "WB003",
  emailNotConfirmed: "WB004",
  messageRateLimit: "WB005",
  requestClosed: "RQ001",
  tooManyFiles: "RQ002",
  cancelReasonRequired: "RQ003",
  warrantyEnded: "WR001",
  notUnderWarranty: "WR002",
  notPending: "WR003",
  notFound: "PT404",
  rateLimit: "PT429",
} as const satisfies Record<string, DbErrorCode>;
