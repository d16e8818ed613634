/** Every email the outbox holds (SQL: the check on private.notification_outbox.kind). */
export const CUSTOMER_KINDS = [
  "appointment_confirmed",
  "appointment_reminder",
  "appointment_cancelled",
  "appointment_completed",
  "appointment_rescheduled",
  "appointment_closure",
  "appointment_closure_lifted",
  "appointment_no_show",
  "request_received",
  "request_approved",
  "request_in_progress",
  "request_waiting_for_parts",
  "request_ready_for_pickup",
  "request_completed",
  "request_cancelled",
  "request_reply",
  "estimate_sent",
] as const;
export const SHOP_KINDS = [
  "shop_new_request",
  "shop_new_booking",
  "shop_cancellation",
  "shop_new_review",
  "shop_rescheduled",
  "shop_request_reply",
  "shop_estimate_answered",
  "shop_request_withdrawn",
] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
export type ShopKind = (typeof SHOP_KINDS)[number];
export type NotificationKind = CustomerKind | ShopKind;

/**
 * The kinds a customer may turn off (profile tab, or the one-click link in the
 * email), with the profile column that holds the choice. Confirmations,
 * cancellations, moves, closures, request updates and replies always go.
 */
export const OPTIONAL_KINDS = {
  appointment_reminder: "email_reminders",
  appointment_completed: "email_review_invitations",
} as const satisfies Partial<Record<CustomerKind, string>>;
export type OptionalKind = keyof typeof OPTIONAL_KINDS;

export const isOptionalKind = (kind: string): kind is OptionalKind => kind in OPTIONAL_KINDS;

/** What the database's triggers put in `payload`, by the kind's subject. */
export interface AppointmentPayload {
  appointment_id: string;
  service_name: string;
  translation_key: string | null;
  /** The price the appointment was booked at ("$75"), never the service's price today; null for a visit covered by an estimate. */
  price: string | null;
  /** A visit booked for a request whose estimate was approved: that estimate's total, which covers it (null otherwise). */
  covered_total_cents: number | null;
  /** A remote session: no address, the technician connects over the internet (older queued rows lack it: false). */
  remote: boolean;
  starts_at: string;
  duration: number;
  late_cancellation: boolean;
  customer_name: string | null;
  customer_email: string;
  /** The appointment's revision when the email was queued (`appointments.revision`; older rows lack it: 0), the .ics SEQUENCE. */
  revision?: number;
  /** The cancellation kinds: who cancelled (the owner, or staff). */
  cancelled_by?: "customer" | "shop";
  /** The move kinds (appointment_rescheduled, shop_rescheduled): the start before the move; `starts_at` is the new one. */
  previous_starts_at?: string;
  /** The move kinds: who moved it (the owner, or staff). */
  moved_by?: "customer" | "shop";
  /** appointment_closure and appointment_closure_lifted: the closure's reason in each language, null when staff gave none. */
  closure_reason_en?: string | null;
  closure_reason_es?: string | null;
  /** appointment_closure: the hours of a part-day closure ("14:00", the shop's clock); null when it closes the whole day. */
  closed_from?: string | null;
  closed_until?: string | null;
  /** appointment_no_show: the fee the no-show carries (null: none applies) and whether staff waived it before the email went out. */
  fee_cents?: number | null;
  fee_waived?: boolean;
}

export interface RequestPayload {
  request_id: string;
  /** The number in the request's reference, "R-1042"; the outbox adds it to every row about a request (older rows lack it). */
  reference?: number | null;
  title: string;
  service_type: string;
  status: string;
  technician: string | null;
  customer_name: string | null;
  customer_email: string;
  /**
   * The reply kinds (request_reply, shop_request_reply): the name of the first
   * reply's author as it was (staff for request_reply, the customer for
   * shop_request_reply), null when unknown. Never shown: the row waits a few
   * minutes and stands for the later replies too, which others may have written.
   */
  author_name?: string | null;
  /**
   * request_approved: "customer" when the customer moved the request to
   * approved by approving its estimate, with the version and total they
   * approved; absent when the shop approved it.
   */
  approved_by?: "customer";
  estimate_version?: number;
  approved_total_cents?: number;
  /** request_cancelled: the reason staff gave, as they typed it (null when none was asked: older rows). */
  cancel_reason?: string | null;
  /**
   * request_completed and request_cancelled: the open visits closing the
   * request settled (cancelled, or completed when the customer was checked
   * in); this email is the customer's only word of them.
   */
  closed_visits?: ClosedVisit[];
  /** request_completed: the receipt it was completed with (null when completed without one). */
  receipt?: ReceiptSummary | null;
  /** request_cancelled and shop_request_withdrawn: the owner withdrew it while pending (their own voice). */
  withdrawn_by?: "customer";
  /** A warranty request: the number in its original's reference (null for any other request). */
  warranty_of_reference?: number | null;
}

/** What the completion email says of the receipt: its number, total and the last day of its warranty ("YYYY-MM-DD"). */
export interface ReceiptSummary {
  number: number;
  total_cents: number;
  warranty_ends_on: string;
}

/** A visit settled by its request's closing. */
export interface ClosedVisit {
  appointment_id: string;
  service_name: string;
  translation_key: string | null;
  starts_at: string;
  status: "cancelled" | "completed";
}

export interface ReviewPayload {
  review_id: string;
  name: string;
  rating: number;
  service: string;
  review_text: string;
}

/** The estimate kinds (estimate_sent, shop_estimate_answered): private.estimate_payload(). */
export interface EstimatePayload {
  request_id: string;
  estimate_id: string;
  reference: number;
  title: string;
  version: number;
  total_cents: number;
  /** The shop's calendar date, "YYYY-MM-DD". */
  valid_until: string;
  status: "sent" | "approved" | "declined";
  decline_reason: string | null;
  customer_name: string | null;
  customer_email: string;
}

/** One claimed outbox row, as public.claim_notifications returns it. */
export interface OutboxRow {
  id: number;
  kind: NotificationKind;
  user_id: string | null;
  recipient: string | null;
  locale: "en" | "es";
  payload: AppointmentPayload | RequestPayload | ReviewPayload | EstimatePayload;
  attempts: number;
}
