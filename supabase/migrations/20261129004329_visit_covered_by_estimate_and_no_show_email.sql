-- One money story (docs/product.md#what-each-price-is):
--
-- 1. A visit booked for a request whose estimate the customer approved is
--    covered by that estimate: the appointment stores price_cents 0 and
--    covered_by_estimate_id, the approved estimate, set when it is booked and
--    never rewritten after (as price_cents always was). Its emails name the
--    estimate's total instead of a price, and, its price being 0, it carries
--    no no-show or late-cancellation fee (the fee is the policy's share of
--    price_cents, 20261128122950).
-- 2. A no-show tells the customer, once, in their language
--    (appointment_no_show): with the fee, or that none applies. It waits
--    noShowEmailDelayMinutes so that a waiver staff make meanwhile is what the
--    email says; a waiver after it went out sends nothing more (the dashboard
--    shows it).

alter table public.appointments
  add column covered_by_estimate_id uuid references public.estimates (id) on delete set null;

create index appointments_covered_by_estimate_id_idx on public.appointments (covered_by_estimate_id);

-- Set when the appointment is made, and never changed after: the request's
-- approved estimate covers the visit (price 0), else the service's price.
create or replace function private.appointments_keep_price()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    select e.id into new.covered_by_estimate_id
    from public.estimates e
    where e.request_id = new.service_request_id and e.status = 'approved'
    order by e.version desc
    limit 1;
    if new.covered_by_estimate_id is not null then
      new.price_cents := 0;
    else
      select s.price_cents into new.price_cents from public.services s where s.id = new.service_id;
    end if;
  else
    new.price_cents := old.price_cents;
    new.covered_by_estimate_id := old.covered_by_estimate_id;
  end if;
  return new;
end
$$;

revoke all on function private.appointments_keep_price() from public, anon, authenticated;

-- As in 20261128110440; a covered visit has no price ("price" null) and
-- names the estimate's total (covered_total_cents) instead.
create or replace function private.appointment_payload(p_row public.appointments)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'appointment_id', p_row.id,
    'service_name', p_row.service_name,
    'translation_key', s.translation_key,
    'price', case
      when p_row.covered_by_estimate_id is not null then null
      when p_row.price_cents % 100 = 0 then '$' || (p_row.price_cents / 100)::text
      else '$' || pg_catalog.to_char(p_row.price_cents / 100.0, 'FM999990.00') end,
    'covered_total_cents', (select e.approved_total_cents from public.estimates e where e.id = p_row.covered_by_estimate_id),
    'remote', coalesce(s.remote, false),
    'starts_at', p_row.appointment_date,
    'duration', p_row.duration,
    'late_cancellation', p_row.late_cancellation,
    'customer_name', p.full_name,
    'customer_email', u.email,
    'revision', p_row.revision
  )
  from auth.users u
  left join public.profiles p on p.id = u.id
  left join public.services s on s.id = p_row.service_id
  where u.id = p_row.user_id
$$;

revoke all on function private.appointment_payload(public.appointments) from public, anon, authenticated;

-- Same values in lib/rules/business-rules.ts (NOTIFICATION_RULES).
create or replace function public.notification_rules()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"reminderLeadHours": 26, "maxAttempts": 12, "retryBaseSeconds": 30, "retryMaxSeconds": 3600, "leaseSeconds": 120, "retentionDays": 90, "noShowEmailDelayMinutes": 15}'::jsonb
$$;

alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure', 'appointment_closure_lifted', 'appointment_no_show',
  'request_received', 'request_approved', 'request_in_progress', 'request_waiting_for_parts',
  'request_ready_for_pickup', 'request_completed', 'request_cancelled', 'request_reply',
  'estimate_sent',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled',
  'shop_request_reply', 'shop_estimate_answered', 'shop_request_withdrawn'
));

-- As in 20261127000200, and a no-show queues appointment_no_show with its fee
-- (fee_cents null: none applies), noShowEmailDelayMinutes later.
create or replace function private.appointments_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := private.appointment_payload(new);
  v_reminder_at timestamptz :=
    new.appointment_date - pg_catalog.make_interval(hours => (public.notification_rules() ->> 'reminderLeadHours')::int);
  v_id text := new.id::text;
  v_moved boolean := tg_op = 'UPDATE' and new.appointment_date is distinct from old.appointment_date;
  v_by text := case when auth.uid() = new.user_id then 'customer' else 'shop' end;
  v_move_key text;
begin
  if tg_op = 'INSERT' then
    perform private.queue_notification('appointment_confirmed', new.user_id, v_payload, 'appointment_confirmed:' || v_id);
    perform private.queue_notification('shop_new_booking', null, v_payload, 'shop_new_booking:' || v_id);
  elsif v_moved then
    perform private.void_reminders(new.id);
    v_move_key := ':' || v_id || ':' || extract(epoch from new.appointment_date)::bigint;
    perform private.queue_notification('appointment_rescheduled', new.user_id,
      v_payload || pg_catalog.jsonb_build_object('previous_starts_at', old.appointment_date, 'moved_by', v_by),
      'appointment_rescheduled' || v_move_key);
    perform private.queue_notification('shop_rescheduled', null,
      v_payload || pg_catalog.jsonb_build_object('previous_starts_at', old.appointment_date, 'moved_by', v_by),
      'shop_rescheduled' || v_move_key);
  end if;

  -- A reminder for the start, new or moved (its key names the start). Booked
  -- less than the lead ahead, the confirmation is the reminder.
  if (tg_op = 'INSERT' or v_moved) and new.status not in ('cancelled', 'completed') and v_reminder_at > pg_catalog.now() then
    perform private.queue_notification('appointment_reminder', new.user_id, v_payload,
      'appointment_reminder:' || v_id || ':' || extract(epoch from new.appointment_date)::bigint, v_reminder_at);
  end if;
  if tg_op = 'INSERT' then
    return null;
  end if;

  if new.status is distinct from old.status and new.status = 'cancelled' then
    perform private.void_reminders(new.id);
    v_payload := v_payload || pg_catalog.jsonb_build_object('cancelled_by', v_by);
    perform private.queue_notification('appointment_cancelled', new.user_id, v_payload, 'appointment_cancelled:' || v_id);
    perform private.queue_notification('shop_cancellation', null, v_payload, 'shop_cancellation:' || v_id);
  elsif new.status is distinct from old.status and new.status = 'completed' then
    perform private.void_reminders(new.id);
    perform private.queue_notification('appointment_completed', new.user_id, v_payload, 'appointment_completed:' || v_id);
  elsif new.status is distinct from old.status and new.status = 'no_show' then
    perform private.void_reminders(new.id);
    perform private.queue_notification('appointment_no_show', new.user_id,
      v_payload || pg_catalog.jsonb_build_object('fee_cents', new.fee_cents, 'fee_waived', new.fee_waived_at is not null),
      'appointment_no_show:' || v_id,
      pg_catalog.now() + pg_catalog.make_interval(mins => (public.notification_rules() ->> 'noShowEmailDelayMinutes')::int));
  end if;
  return null;
end
$$;

revoke all on function private.appointments_notify() from public, anon, authenticated;

-- As in 20261128105737, and a waiver made before the no-show's email went out
-- is what that email says.
create or replace function private.waive_visit_fee(p_appointment_id uuid, p_reason text)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.appointments;
  v_reason text := nullif(pg_catalog.btrim(p_reason), '');
begin
  perform private.require_staff();
  if v_reason is null or char_length(v_reason) > 500 then
    raise exception 'A waiver needs a reason of at most 500 characters' using errcode = 'check_violation';
  end if;
  select a.* into v_row from public.appointments a where a.id = p_appointment_id for update;
  if not found then
    raise exception 'Appointment not found' using errcode = 'PT404';
  end if;
  if v_row.fee_cents is null or v_row.fee_waived_at is not null
    or exists (select 1 from public.receipts x where x.request_id = v_row.service_request_id) then
    raise exception 'This visit has no fee left to waive' using errcode = 'CN002';
  end if;
  update public.appointments a
  set fee_waived_at = pg_catalog.now(), fee_waived_by = auth.uid(), fee_waiver_reason = v_reason
  where a.id = p_appointment_id
  returning a.* into v_row;
  update private.notification_outbox o
  set payload = o.payload || '{"fee_waived": true}'::jsonb
  where o.dedupe_key = 'appointment_no_show:' || p_appointment_id::text and o.status = 'pending';
  return v_row;
end
$$;
