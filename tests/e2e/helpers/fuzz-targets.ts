// The server actions tests/e2e/fuzz-actions.spec.ts posts generated bad input
// to, and who posts it. Every action exported from lib/actions is in one of
// these lists: tests/unit/fuzz-targets.test.ts fails on one that is not, so
// a new action cannot go unfuzzed.

/**
 * An action, the page its call is posted to (as the browser would) and the
 * form of the action's own answer in the response (not a page, not "no such
 * action"): by default its `{ ok }` result.
 */
export type FuzzTarget = { file: string; name: string; page: string; answers?: RegExp };

/** The result of an action that returns `{ ok: true | false, ... }`, in React's flight format. */
export const OK_ANSWER = /"ok":(true|false)/;

/** A console request page: its actions are served there (the page itself need not exist for the action to answer). */
const CONSOLE_REQUEST = "/admin/requests/00000000-0000-4000-8000-000000000000";

/** A customer's record in the console: its actions are served there, as a request page's are. */
const CONSOLE_CUSTOMER = "/admin/customers/00000000-0000-4000-8000-000000000000";

/** Posted by a signed-in customer; the staff actions among them must refuse. */
export const CUSTOMER_ACTIONS: FuzzTarget[] = [
  { file: "lib/actions/schedule-appointment.ts", name: "scheduleAppointment", page: "/book-appointment" },
  { file: "lib/actions/create-service-request.ts", name: "createServiceRequest", page: "/service-request" },
  { file: "lib/actions/update-profile.ts", name: "updateProfile", page: "/dashboard" },
  { file: "lib/actions/change-password.ts", name: "changePassword", page: "/dashboard?tab=profile" },
  { file: "lib/actions/change-email.ts", name: "changeEmail", page: "/dashboard?tab=profile" },
  { file: "lib/actions/cancel-appointment.ts", name: "cancelAppointment", page: "/dashboard" },
  { file: "lib/actions/update-email-preferences.ts", name: "updateEmailPreferences", page: "/dashboard" },
  { file: "lib/actions/submit-review.ts", name: "submitReview", page: "/contact" },
  { file: "lib/actions/admin-approve-review.ts", name: "approveReview", page: "/admin/reviews" },
  { file: "lib/actions/admin-delete-review.ts", name: "deleteReview", page: "/admin/reviews" },
  { file: "lib/actions/admin-update-request.ts", name: "updateServiceRequest", page: "/admin/requests" },
  { file: "lib/actions/reschedule-appointment.ts", name: "rescheduleAppointment", page: "/dashboard" },
  { file: "lib/actions/get-booked-slots.ts", name: "getBookedSlots", page: "/book-appointment" },
  // Its answer is the list of closures: an array (empty for input it refuses).
  { file: "lib/actions/get-closures.ts", name: "getClosures", page: "/dashboard?tab=appointments", answers: /^1:\[/m },
  { file: "lib/actions/admin-book-appointment.ts", name: "adminBookAppointment", page: "/admin/appointments" },
  { file: "lib/actions/admin-set-appointment-status.ts", name: "setAppointmentStatus", page: "/admin/appointments" },
  { file: "lib/actions/admin-waive-visit-fee.ts", name: "waiveVisitFee", page: "/admin/appointments" },
  { file: "lib/actions/admin-add-customer-note.ts", name: "addCustomerNote", page: CONSOLE_CUSTOMER },
  { file: "lib/actions/admin-update-customer-contact.ts", name: "updateCustomerContact", page: CONSOLE_CUSTOMER },
  { file: "lib/actions/admin-add-closure.ts", name: "addClosure", page: "/admin/schedule" },
  { file: "lib/actions/admin-set-technicians.ts", name: "setTechniciansOnDuty", page: "/admin/schedule" },
  { file: "lib/actions/admin-save-technician-profile.ts", name: "saveTechnicianProfile", page: "/admin/schedule" },
  { file: "lib/actions/admin-issue-calendar-feed.ts", name: "issueCalendarFeed", page: "/admin/schedule" },
  { file: "lib/actions/admin-revoke-calendar-feed.ts", name: "revokeCalendarFeed", page: "/admin/schedule" },
  { file: "lib/actions/admin-assign-appointment-technician.ts", name: "assignAppointmentTechnician", page: "/admin/appointments" },
  { file: "lib/actions/admin-update-service.ts", name: "updateService", page: "/admin/services" },
  { file: "lib/actions/admin-save-price-list-item.ts", name: "savePriceListItem", page: "/admin/services" },
  { file: "lib/actions/admin-delete-closure.ts", name: "deleteClosure", page: "/admin/schedule" },
  { file: "lib/actions/admin-add-holidays.ts", name: "addFederalHolidays", page: "/admin/schedule" },
  { file: "lib/actions/admin-search-customers.ts", name: "searchCustomers", page: "/admin/appointments" },
  { file: "lib/actions/admin-retry-notification.ts", name: "retryNotification", page: "/admin" },
  { file: "lib/actions/post-request-message.ts", name: "postRequestMessage", page: "/service-request" },
  { file: "lib/actions/create-attachment-upload.ts", name: "createAttachmentUpload", page: "/service-request" },
  { file: "lib/actions/get-request-thread.ts", name: "getRequestThread", page: "/service-request/00000000-0000-4000-8000-000000000000" },
  { file: "lib/actions/answer-estimate.ts", name: "answerEstimate", page: "/service-request/00000000-0000-4000-8000-000000000000" },
  { file: "lib/actions/withdraw-request.ts", name: "withdrawRequest", page: "/service-request/00000000-0000-4000-8000-000000000000" },
  { file: "lib/actions/open-warranty-request.ts", name: "openWarrantyRequest", page: "/service-request/00000000-0000-4000-8000-000000000000" },
  { file: "lib/actions/save-estimate-draft.ts", name: "saveEstimateDraft", page: CONSOLE_REQUEST },
  { file: "lib/actions/send-estimate.ts", name: "sendEstimate", page: CONSOLE_REQUEST },
  { file: "lib/actions/resend-estimate.ts", name: "resendEstimate", page: CONSOLE_REQUEST },
  { file: "lib/actions/complete-with-receipt.ts", name: "completeWithReceipt", page: CONSOLE_REQUEST },
  { file: "lib/actions/admin-save-request-intake.ts", name: "saveRequestIntake", page: CONSOLE_REQUEST },
];

/** Posted by a visitor without an account; none may answer with a session. */
export const VISITOR_ACTIONS: FuzzTarget[] = [
  { file: "lib/actions/verify-email.ts", name: "verifyEmail", page: "/verify-email" },
  { file: "lib/actions/reset-password.ts", name: "resetPassword", page: "/reset-password" },
  { file: "lib/actions/confirm-email-change.ts", name: "confirmEmailChange", page: "/confirm-email-change" },
  { file: "lib/actions/request-new-link.ts", name: "requestNewLink", page: "/reset-password" },
  // Its answer has no `ok` when the tokens are not even strings.
  { file: "lib/actions/start-session.ts", name: "startSession", page: "/auth", answers: /^1:\{"ok":false[,}]/m },
  // Returns nothing: its answer is React's "undefined".
  { file: "lib/actions/sign-out.ts", name: "signOut", page: "/", answers: /^1:"\$undefined"$/m },
];

/** A form post (multipart), fuzzed by varying the token in the browser's own request. */
export const UNSUBSCRIBE: FuzzTarget = { file: "lib/actions/unsubscribe.ts", name: "unsubscribe", page: "/unsubscribe" };

/** Posted by staff against requests the test arranged: the console's estimate and receipt steps. */
export const STAFF_ACTIONS: FuzzTarget[] = [
  { file: "lib/actions/save-estimate-draft.ts", name: "saveEstimateDraft", page: CONSOLE_REQUEST },
  { file: "lib/actions/send-estimate.ts", name: "sendEstimate", page: CONSOLE_REQUEST },
  { file: "lib/actions/resend-estimate.ts", name: "resendEstimate", page: CONSOLE_REQUEST },
  { file: "lib/actions/complete-with-receipt.ts", name: "completeWithReceipt", page: CONSOLE_REQUEST },
  { file: "lib/actions/admin-save-request-intake.ts", name: "saveRequestIntake", page: CONSOLE_REQUEST },
];
