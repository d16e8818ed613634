/**
 * Business rules that the database enforces too (supabase/migrations). The app
 * uses these for its own checks and labels; tests/db/business-rules.test.ts
 * proves each value equals the database's, so change both together.
 */

export { BUSINESS_TIME_ZONE } from "./business-time-zone";

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

/** The weekdays the shop books (BOOKING_WEEKDAYS; one public.technicians_on_duty row each): the schedule form's field names and their ISO weekday. */
export const SHOP_WEEKDAYS = [
  { day: "monday", isodow: 1 },
  { day: "tuesday", isodow: 2 },
  { day: "wednesday", isodow: 3 },
  { day: "thursday", isodow: 4 },
  { day: "friday", isodow: 5 },
] as const;
export type ShopWeekday = (typeof SHOP_WEEKDAYS)[number]["day"];

/** How many technicians (appointments that may overlap) a weekday may have; SQL: technicians_on_duty.technicians check. */
export const TECHNICIANS_RANGE = { min: 1, max: 20 } as const;

/**
 * The colours a technician may choose (docs/scheduling.md, "Technicians"); SQL:
 * staff_profiles.colour check. Each is drawn as a stripe and a swatch beside
 * the name (lib/rules/technician-colours.ts), never as the only sign.
 */
export const TECHNICIAN_COLOURS = ["blue", "green", "purple", "orange", "rose", "teal", "amber", "slate"] as const;
export type TechnicianColour = (typeof TECHNICIAN_COLOURS)[number];

/** A technician's display name, after trimming; SQL: staff_profiles.display_name check. */
export const TECHNICIAN_NAME_MAX = 60;

/** A closure's reason, in each language, after trimming; SQL: closures.reason_en / reason_es checks. */
export const CLOSURE_REASON_MAX = 200;

/** A closure's last day is at most this many days after its first; SQL: closures_range check. */
export const CLOSURE_MAX_SPAN_DAYS = 366;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Times a part-of-day closure may start or end, on the shop's clock: every
 * half hour from the first slot to the day's end (09:00 to 17:00). The
 * database only asks that the end follow the start.
 */
export const CLOSURE_TIMES: readonly string[] = Array.from(
  { length: (minutesOf(BOOKING_DAY_END) - minutesOf(BOOKING_SLOTS[0])) / 30 + 1 },
  (_, i) => hhmmOf(minutesOf(BOOKING_SLOTS[0]) + 30 * i),
);

/** Minutes, when a service row gives none. The database always uses the service's. */
export const DEFAULT_APPOINTMENT_DURATION = 60;

/**
 * What staff may set on a bookable service (the console's Services page):
 * name and description lengths, the visit price in cents, the shortest
 * duration (a duration must also fit a slot: durationFitsASlot), the order's
 * range. SQL: the checks of public.services and public.service_duration_fits().
 */
export const SERVICE_LIMITS = { nameMax: 100, descriptionMax: 1000, priceMaxCents: 100_000, durationMin: 15, sortOrderMax: 999 } as const;

/** Cancelling closer than this to the start sets late_cancellation; SQL: public.late_cancellation_window(). */
export const LATE_CANCELLATION_HOURS = 24;

/**
 * Share of the service's listed price a late cancellation or a no-show costs
 * (the fee the emails and the cancel dialog state); SQL:
 * public.late_cancellation_fee_percent(), which sets appointments.fee_cents
 * (docs/scheduling.md#no-shows-and-fees).
 */
export const LATE_CANCELLATION_FEE_PERCENT = 50;

/** A staff cancellation's reason, or a fee waiver's, after trimming; SQL: service_requests.cancel_reason and appointments.fee_waiver_reason checks. */
export const CANCEL_REASON_MAX = 500;

/**
 * How far ahead a customer may book (the last bookable day is today plus
 * `horizonDays` on the shop's calendar) and how many upcoming pending or
 * in-progress appointments one account may hold; SQL: public.booking_limits().
 */
export const BOOKING_LIMITS = { horizonDays: 90, maxUpcoming: 3 } as const;

/**
 * service_requests.service_type: what a request may be about. The catalogue's
 * eight services (their `translation_key`, in page order) plus "other", so a
 * customer picks from one list everywhere (docs/services.md).
 */
export const SERVICE_TYPES = [
  "computerRepair", "mobileSupport", "networkSetup", "securitySolutions", "dataRecovery",
  "hardwareUpgrades", "techConsultation", "remoteSupport", "other",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const isServiceType = (value: unknown): value is ServiceType => (SERVICE_TYPES as readonly unknown[]).includes(value);

/** service_requests.status, in workflow order. */

export const REQUEST_STATUSES = [
  "pending", "approved", "in_progress", "waiting_for_parts", "ready_for_pickup", "completed", "cancelled",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const isRequestStatus = (value: string): value is RequestStatus => (REQUEST_STATUSES as readonly string[]).includes(value);

/**
 * Where staff may move a request from each status, the usual next step first;
 * SQL: public.request_status_transition_allowed(). Work in progress may wait
 * for parts (and resume) and is ready for pickup before it is completed;
 * completing straight from in progress stays possible (work done while the
 * customer waits).
 */
export const REQUEST_STATUS_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  pending: ["approved", "cancelled"],
  approved: ["in_progress", "cancelled"],
  in_progress: ["ready_for_pickup", "waiting_for_parts", "completed", "cancelled"],
  waiting_for_parts: ["in_progress", "ready_for_pickup", "cancelled"],
  ready_for_pickup: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
};

/** The statuses that close a request; closing one settles its open visits (docs/scheduling.md#a-request-closes). */
export const CLOSED_REQUEST_STATUSES = ["completed", "cancelled"] as const satisfies readonly RequestStatus[];

/** appointments.status: in_progress is the visit checked in (the customer arrived). */
export const APPOINTMENT_STATUSES = ["pending", "in_progress", "completed", "cancelled", "no_show"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const isAppointmentStatus = (value: string): value is AppointmentStatus =>
  (APPOINTMENT_STATUSES as readonly string[]).includes(value);

/**
 * A day's arrivals: its visits pending, checked in or completed (not the
 * cancelled, not the no-shows); SQL: public.admin_overview().
 */
export const ARRIVING_STATUSES = ["pending", "in_progress", "completed"] as const satisfies readonly AppointmentStatus[];

/** Where staff may move an appointment; SQL: public.appointment_status_transition_allowed(). Customers may only cancel. */
export const APPOINTMENT_STATUS_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  pending: ["in_progress", "completed", "no_show", "cancelled"],
  in_progress: ["completed", "cancelled"],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** Service requests one account may file per rolling hour and day; SQL: public.service_request_rate_limits(). */
export const SERVICE_REQUEST_RATE_LIMITS = { perHour: 5, perDay: 20 } as const;

/** service_requests text lengths, after trimming. */
export const REQUEST_LIMITS = { titleMin: 5, titleMax: 100, descriptionMin: 20, descriptionMax: 5000 } as const;

/** The kinds of device a request can be about; SQL: service_requests.device_kind. */
export const DEVICE_KINDS = ["laptop", "desktop", "phone", "tablet", "printer", "network", "other"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/**
 * How the technician may sign in to the device: it needs none, the customer
 * signs in in person, or with a passcode given at the counter (kept apart,
 * staff-only, and deleted when the job closes); SQL: service_requests.device_access.
 */
export const DEVICE_ACCESS = ["none", "customer_present", "passcode"] as const;
export type DeviceAccess = (typeof DEVICE_ACCESS)[number];

/** Longest device texts, after trimming (an empty one is stored as null); SQL: the service_requests and request_passcodes checks. */
export const DEVICE_LIMITS = { makeMax: 60, modelMax: 80, serialMax: 60, leftWithMax: 200, conditionMax: 500, passcodeMax: 64 } as const;

/** Appointment issue description, after trimming. */
export const ISSUE_DESCRIPTION_MAX = 2000;

export { REVIEW_LIMITS, REVIEW_RATING, REVIEW_SERVICES } from "./review-rules";

/**
 * Review submissions allowed per email address, per client address (the
 * `x-client-ip` header, when the platform reports one) and across the whole
 * site within a window; SQL: public.review_rate_limits(). A refused insert
 * fails with SQLSTATE PT429 (HTTP 429; lib/rules/db-errors.ts).
 */
export const REVIEW_RATE_LIMITS = {
  perEmail: { max: 3, windowHours: 24 },
  perClient: { max: 5, windowHours: 1 },
  siteWide: { max: 100, windowHours: 1 },
} as const;

/**
 * Header the review server action sets to the visitor's address. Postgres
 * trusts it because only the service role (the server action) may insert
 * reviews; a submission without it has no per-address limit, only the
 * per-email one and the site-wide ceiling.
 */
export const CLIENT_IP_HEADER = "x-client-ip";

/**
 * Attempts to open an emailed link (confirmation, reset, invitation, change of
 * email) allowed per client address (the `x-client-ip` header; without one,
 * every request shares one bucket) and per account within a window; SQL:
 * public.email_link_rate_limits(). Every attempt counts, taken before Supabase
 * Auth is called. A refusal fails with SQLSTATE PT429 (HTTP 429;
 * lib/rules/db-errors.ts) and tells the visitor to try again after the window.
 */
export const EMAIL_LINK_RATE_LIMITS = {
  perClient: { max: 10, windowMinutes: 15 },
  perAccount: { max: 10, windowMinutes: 15 },
} as const;


/**
 * Hours an emailed link (confirmation, reset, invitation, change of email)
 * stays valid: Supabase Auth's otp_expiry in supabase/config.toml, in seconds there.
 */
export const EMAIL_LINK_LIFETIME_HOURS = 1;
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
 * A no-show's email waits noShowEmailDelayMinutes, so a fee staff waive
 * meanwhile goes out as waived (docs/notifications.md).
 */
export const NOTIFICATION_RULES = {
  reminderLeadHours: 26,
  maxAttempts: 12,
  retryBaseSeconds: 30,
  retryMaxSeconds: 3600,
  leaseSeconds: 120,
  retentionDays: 90,
  noShowEmailDelayMinutes: 15,
} as const;

/**
 * When the console's appointment actions become due (SQL:
 * public.appointment_action_rules(), enforced by the trigger
 * appointments_status_change_due): an appointment may be started from
 * `startLeadMinutes` before its start; completing a pending one waits for its
 * day (lib/rules/admin-appointment-actions.ts has the whole rule).
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

/**
 * The warranty a receipt states (SQL: public.warranty_rules()): it runs
 * `days` days from the day the request was completed, on the shop's calendar,
 * through that last day. During it the request's conversation stays open and
 * the customer can open a warranty request on it (docs/estimates.md#warranty).
 */
export const WARRANTY_RULES = { days: 30 } as const;

/**
 * Estimates and receipts (SQL: public.estimate_rules()): the shop's sales tax
 * rate in basis points (825 = 8.25 %), the currency (amounts are integer
 * cents), lines per document, text lengths, the largest quantity and unit
 * price, and how far ahead an estimate may stay valid. docs/estimates.md.
 */
export const ESTIMATE_RULES = {
  taxRateBasisPoints: 825,
  currency: "USD",
  itemsMax: 30,
  descriptionMax: 200,
  quantityMax: 9999,
  unitPriceMaxCents: 10_000_000,
  noteMax: 2000,
  declineReasonMax: 1000,
  validDaysMax: 90,
} as const;

/** estimates.status, in workflow order (expiry and "revised" are derived, not stored). */
export const ESTIMATE_STATUSES = ["draft", "sent", "approved", "declined"] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** Estimate status moves; SQL: public.estimate_status_transition_allowed(). */
export const ESTIMATE_STATUS_TRANSITIONS: Record<EstimateStatus, readonly EstimateStatus[]> = {
  draft: ["sent"],
  sent: ["approved", "declined"],
  approved: [],
  declined: [],
};

/** estimate_items.kind and receipt_items.kind. */
export const ESTIMATE_ITEM_KINDS = ["labour", "part", "fee"] as const;
export type EstimateItemKind = (typeof ESTIMATE_ITEM_KINDS)[number];

/** receipts.payment_method: how the customer paid in the shop. */
export const PAYMENT_METHODS = ["cash", "card", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What may be attached, by the type the file's bytes show (SQL: the check on request_attachments.mime_type). */
export const ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "application/pdf"] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
