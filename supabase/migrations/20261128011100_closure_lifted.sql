-- Removing a closure, or shortening it, reaches the customers it had reached.
-- add_closure flagged the appointments it covered "needs a call", voided their
-- reminders and emailed their customers that the shop would be closed. When
-- the closure goes (or no longer covers an appointment, and no other closure
-- does), each such appointment still to come loses the flag, gets its reminder
-- back if it is still due, and its customer is told the appointment stands
-- (appointment_closure_lifted). Appointments the customer moved meanwhile no
-- longer carry the flag and hear nothing.

alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure', 'appointment_closure_lifted',
  'request_received', 'request_approved', 'request_in_progress', 'request_completed', 'request_cancelled', 'request_reply',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled',
  'shop_request_reply'
));

create or replace function private.closures_lifted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  -- Rows first, then the booking lock (the first update takes it), as
  -- add_closure, a move or a cancellation does.
  for v_id in
    select a.id from public.appointments a
    where a.needs_call
      and a.status in ('pending', 'in_progress')
      and a.appointment_date > pg_catalog.now()
      and (a.appointment_date at time zone public.business_time_zone())::date between old.starts_on and old.ends_on
      and private.closure_at(a.appointment_date, a.ends_at) is null
    order by a.id
    for update of a
  loop
    update public.appointments a set needs_call = false where a.id = v_id;
    update private.notification_outbox o
    set status = 'pending', last_error = null
    from public.appointments a
    where a.id = v_id and o.status = 'void'
      and o.dedupe_key = 'appointment_reminder:' || a.id || ':' || extract(epoch from a.appointment_date)::bigint
      and o.send_after > pg_catalog.now();
    perform private.queue_notification('appointment_closure_lifted', a.user_id,
      private.appointment_payload(a) || pg_catalog.jsonb_build_object(
        'closure_reason_en', old.reason_en, 'closure_reason_es', old.reason_es),
      'appointment_closure_lifted:' || a.id || ':' || old.id)
    from public.appointments a where a.id = v_id;
  end loop;
  return null;
end
$$;

create trigger closures_lifted
  after delete or update on public.closures
  for each row execute function private.closures_lifted();

revoke all on function private.closures_lifted() from public, anon, authenticated;
