/**
 * Business rules that the database enforces too (supabase/migrations). The app
 * uses these for its own checks and labels; tests/db/business-rules.test.ts
 * proves each value equals the database's, so change both together.
 */

/** IANA zone of the shop; SQL: public.business_time_zone(). */
export const BUSINESS_TIME_ZONE = "America/Chicago";

/** Bookable start times, local 24 h "HH:MM"; SQL: public.business_slots(). */
export const BOOKING_SLOTS = [
  "09:00", "09:30", "10:00", "10:30", "11:00", "11:30",
  "13:00", "13:30", "14:00", "14:30", "15:00", "15:30", "16:00",
] as const;
export type BookingSlot = (typeof BOOKING_SLOTS)[number];

/** No appointment may end after this local time; SQL: public.business_day_end(). */
export const BOOKING_DAY_END = "17:00";

/** ISO weekdays (1 = Monday) that can be booked. */
export const BOOKING_WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** Minutes, when a service row gives none. The database always uses the service's. */
export const DEFAULT_APPOINTMENT_DURATION = 60;

/** Cancelling closer than this to the start sets late_cancellation; SQL: public.late_cancellation_window(). */
export const LATE_CANCELLATION_HOURS = 24;

/**
 * Share of the service price a late cancellation (or no-show) costs. The
 * database only flags late_cancellation; it stores no fee, so this has no SQL twin.
 */
export const LATE_CANCELLATION_FEE_PERCENT = 50;

/**
 * How far ahead a customer may book (the last bookable day is today plus
 * `horizonDays` on the shop's calendar) and how many upcoming pending or
 * in-progress appointments one account may hold; SQL: public.booking_limits().
 */
export const BOOKING_LIMITS = { horizonDays: 90, maxUpcoming: 3 } as const;

/** service_requests.service_type: what a request may be about. */
export const SERVICE_TYPES = [
  "computerRepair", "networkSetup", "softwareInstallation", "dataRecovery", "techConsultation",
  "websiteDevelopment", "hardwareUpgrade", "virusRemoval", "cloudServices", "other",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const isServiceType = (value: unknown): value is ServiceType => (SERVICE_TYPES as readonly unknown[]).includes(value);

/** service_requests.status, in workflow order. */

export const REQUEST_STATUSES = ["pending", "approved", "in_progress", "completed", "cancelled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const isRequestStatus = (value: string): value is RequestStatus => (REQUEST_STATUSES as readonly string[]).includes(value);

/** Where staff may move a request from each status; SQL: public.request_status_transition_allowed(). */
export const REQUEST_STATUS_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ["approved", "cancelled"],
  approved: ["in_progress", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** appointments.status. */
export const APPOINTMENT_STATUSES = ["pending", "in_progress", "completed", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const isAppointmentStatus = (value: string): value is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(value);

/** Where staff may move an appointment; SQL: public.appointment_status_transition_allowed(). Customers may only cancel. */
export const APPOINTMENT_STATUS_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ["in_progress", "completed", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** Service requests one account may file per rolling hour and day; SQL: public.service_request_rate_limits(). */
export const SERVICE_REQUEST_RATE_LIMITS = { perHour: 5, perDay: 20 } as const;

/**
 * SQLSTATEs of the database's own refusals (class "WB", in the range SQL leaves
 * to implementations). The app maps these by code, never by message text.
 */
export const DB_ERROR_CODES = {
  requestRateLimit: "WB001",
  bookingBeyondHorizon: "WB002",
  bookingUpcomingLimit: "WB003",
  emailNotConfirmed: "WB004",
} as const;

/** service_requests text lengths, after trimming. */
export const REQUEST_LIMITS = { titleMin: 5, titleMax: 100, descriptionMin: 20, descriptionMax: 5000, technicianMax: 100 } as const;

/** Appointment issue description, after trimming. */
export const ISSUE_DESCRIPTION_MAX = 2000;

/** Review form limits; email must also look like text@text.text. */
export const REVIEW_LIMITS = { name: 100, email: 254, review: 2000 } as const;
export const REVIEW_RATING = { min: 1, max: 5, default: 5 } as const;

/** reviews.service: the eight service page slugs plus "other". */
export const REVIEW_SERVICES = [
  "computer-repair", "mobile-support", "network-setup", "security-solutions", "data-recovery",
  "hardware-upgrades", "tech-consultation", "remote-support", "other",
] as const;

/**
 * Review submissions allowed per email address and per client address (the
 * `x-client-ip` header) within a window; SQL: public.review_rate_limits(). A refused
 * insert fails with SQLSTATE PT429 (HTTP 429) and a message containing "rate limit".
 */
export const REVIEW_RATE_LIMITS = {
  perEmail: { max: 3, windowHours: 24 },
  perClient: { max: 5, windowHours: 1 },
} as const;

/**
 * Header the review server action sets to the visitor's address. Postgres
 * trusts it because only the service role (the server action) may insert
 * reviews; a submission without it counts in one shared bucket.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/** Matches text that mentions the review rate limit in a database error message. */
export const RATE_LIMIT_MESSAGE = /rate limit/i;

/** profiles.username: USERNAME_LENGTH letters, digits or underscores (USERNAME_PATTERN), unique ignoring case. */
export const USERNAME_LENGTH = { min: 3, max: 30 } as const;
const USERNAME_CHARACTER = "[A-Za-z0-9_]";
/** Only username characters, at any length (the profile form reports the length on its own). */
export const USERNAME_CHARACTERS = new RegExp(`^${USERNAME_CHARACTER}*$`);
export const USERNAME_PATTERN = new RegExp(`^${USERNAME_CHARACTER}{${USERNAME_LENGTH.min},${USERNAME_LENGTH.max}}$`);
/** profiles.full_name: at most this many characters. */
export const FULL_NAME_MAX = 100;
export const PROFILE_LOCALES = ["en", "es"] as const;

/** app_metadata.role of staff accounts; SQL: public.is_staff(). */
export const STAFF_ROLE = "staff";

/**
 * Email delivery (SQL: public.notification_rules()). The reminder goes
 * `reminderLeadHours` before the start, so a customer still has two hours to
 * cancel free of charge; a failed send is retried after retryBaseSeconds,
 * doubling up to retryMaxSeconds (about five hours over all attempts, so an
 * SMTP outage of a few hours loses nothing), and marked failed after
 * maxAttempts, or at once when the server refuses the address for good.
 * A claimed row is leased for leaseSeconds; SMTP timeouts stay under it.
 * The sweeper deletes rows done with (sent, void, failed) after retentionDays.
 */
export const NOTIFICATION_RULES = {
  reminderLeadHours: 26,
  maxAttempts: 12,
  retryBaseSeconds: 30,
  retryMaxSeconds: 3600,
  leaseSeconds: 120,
  retentionDays: 90,
} as const;

/**
 * When the console's appointment actions become due (SQL:
 * public.appointment_action_rules(), enforced by the trigger
 * appointments_status_change_due): an appointment may be started from
 * `startLeadMinutes` before its start; completing a pending one waits for its
 * day (lib/admin/appointment-actions.ts has the whole rule).
 */
export const APPOINTMENT_ACTION_RULES = { startLeadMinutes: 30 } as const;

/**
 * Service request conversations (SQL: public.conversation_rules()): a
 * message's length after trimming, files per message and their size, the
 * messages one account may post an hour, and how long a reply email waits
 * so that replies in a row go out as one.
 */
export const CONVERSATION_RULES = {
  bodyMax: 4000,
  filesPerMessage: 5,
  fileMaxBytes: 10_485_760,
  messagesPerHour: 30,
  emailDelayMinutes: 3,
} as const;

/** What may be attached, by the type the file's bytes show (SQL: the check on request_attachments.mime_type). */
export const ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "application/pdf"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
