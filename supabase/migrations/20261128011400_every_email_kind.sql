-- The outbox's kinds, together: the request acknowledgement and the "your
-- appointment stands" email (20261202…) and the estimate emails (20261204…)
-- each replaced the whole list. lib/notifications/kinds.ts lists the same
-- kinds; tests/db/notifications.test.ts holds the two equal.
alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure', 'appointment_closure_lifted',
  'request_received', 'request_approved', 'request_in_progress', 'request_completed', 'request_cancelled', 'request_reply',
  'estimate_sent',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled',
  'shop_request_reply', 'shop_estimate_answered'
));
