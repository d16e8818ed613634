-- The repair job's life in one piece (docs/product.md, docs/scheduling.md):
-- 1. two request statuses a counter uses between approval and pickup,
--    waiting_for_parts and ready_for_pickup, each emailing the customer;
-- 2. a staff cancellation carries its reason, stored and given in the email;
-- 3. closing a request (completed or cancelled) settles its open visits in the
--    same transaction: a checked-in visit of a completed request is completed,
--    every other open one cancelled; the customer is told once, by the
--    request's email, which lists them;
-- 4. a visit can be marked no_show (from its start time); a no-show and a
--    late cancellation carry the fee the policy states (a share of the
--    service's price), which staff may waive with a reason, and an unwaived
--    fee is a line on the request's receipt.

-- 1. Request statuses ---------------------------------------------------------

alter table public.service_requests drop constraint service_requests_status_check;
alter table public.service_requests add constraint service_requests_status_check check (status in (
  'pending', 'approved', 'in_progress', 'waiting_for_parts', 'ready_for_pickup', 'completed', 'cancelled'
));

-- lib/rules/business-rules.ts REQUEST_STATUS_TRANSITIONS; tests/db/business-rules.test.ts holds them equal.
create or replace function public.request_status_transition_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_from = p_to
    or (p_from, p_to) in (
      ('pending', 'approved'), ('approved', 'in_progress'),
      ('in_progress', 'ready_for_pickup'), ('in_progress', 'waiting_for_parts'), ('in_progress', 'completed'),
      ('waiting_for_parts', 'in_progress'), ('waiting_for_parts', 'ready_for_pickup'),
      ('ready_for_pickup', 'completed'))
    or (p_to = 'cancelled' and p_from in ('pending', 'approved', 'in_progress', 'waiting_for_parts', 'ready_for_pickup'))
$$;

-- 2. The cancellation's reason --------------------------------------------------

-- lib/rules/business-rules.ts CANCEL_REASON_MAX.
alter table public.service_requests
  add column cancel_reason text check (char_length(cancel_reason) between 1 and 500);
grant update (cancel_reason) on public.service_requests to authenticated;

-- The reason is written once, with the move to cancelled, and only then; a
-- staff cancellation must give one (SQLSTATE RQ003), however it is asked for.
create or replace function private.service_requests_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.request_status_transition_allowed(old.status, new.status) then
    raise exception 'Invalid status transition from % to %', old.status, new.status
      using errcode = 'check_violation', hint = 'docs/product.md: the request statuses and their moves.';
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    new.cancel_reason := nullif(pg_catalog.btrim(new.cancel_reason), '');
    if new.cancel_reason is null and public.is_staff() then
      raise exception 'A cancellation needs a reason' using errcode = 'RQ003';
    end if;
  else
    new.cancel_reason := old.cancel_reason;
  end if;
  new.technician := nullif(pg_catalog.btrim(new.technician), '');
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

drop function public.set_request_status(uuid, text, text);
create function public.set_request_status(
  p_request_id uuid, p_status text, p_technician text default null, p_reason text default null
)
returns public.service_requests
language plpgsql
set search_path = ''
as $$
declare
  v_row public.service_requests;
begin
  perform private.require_staff();
  update public.service_requests r
  set status = p_status,
      technician = case when p_technician is null then r.technician else nullif(pg_catalog.btrim(p_technician), '') end,
      cancel_reason = case when p_status = 'cancelled' and r.status <> 'cancelled' then p_reason else r.cancel_reason end
  where r.id = p_request_id
  returning r.* into v_row;
  if not found then
    raise exception 'Service request not found' using errcode = 'PT404';
  end if;
  return v_row;
end
$$;
revoke all on function public.set_request_status(uuid, text, text, text) from public, anon;
grant execute on function public.set_request_status(uuid, text, text, text) to authenticated, service_role;

-- 4. Visits: no-show and the fee -------------------------------------------------

alter table public.appointments drop constraint appointments_status_check;
alter table public.appointments add constraint appointments_status_check
  check (status in ('pending', 'in_progress', 'completed', 'cancelled', 'no_show'));

alter table public.appointments
  -- Settled by its request's closing (3): the request's email told the customer.
  add column closed_with_request boolean not null default false,
  -- The policy's fee, set when the visit becomes a no-show or a late cancellation.
  add column fee_kind text check (fee_kind in ('no_show', 'late_cancellation')),
  add column fee_cents bigint check (fee_cents > 0),
  add column fee_waived_at timestamptz,
  add column fee_waived_by uuid references auth.users (id) on delete set null,
  add column fee_waiver_reason text check (char_length(fee_waiver_reason) between 1 and 500),
  add constraint appointments_fee_complete check ((fee_kind is null) = (fee_cents is null)),
  add constraint appointments_fee_waiver_complete check ((fee_waived_at is null) = (fee_waiver_reason is null));
create index appointments_fee_waived_by_idx on public.appointments (fee_waived_by);

-- lib/rules/business-rules.ts APPOINTMENT_STATUS_TRANSITIONS.
create or replace function public.appointment_status_transition_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_from = p_to
    or (p_from, p_to) in (('pending', 'in_progress'), ('pending', 'completed'), ('in_progress', 'completed'), ('pending', 'no_show'))
    or (p_to = 'cancelled' and p_from in ('pending', 'in_progress'))
$$;

-- As before, and a no-show is due from the visit's start.
create or replace function public.appointment_status_change_due(p_from text, p_to text, p_starts_at timestamptz, p_now timestamptz)
returns boolean
language sql
stable
parallel safe
set search_path = ''
as $$
  select case
    when p_from = 'pending' and p_to = 'in_progress' then
      p_now >= p_starts_at - pg_catalog.make_interval(mins => (public.appointment_action_rules() ->> 'startLeadMinutes')::int)
    when p_from = 'pending' and p_to = 'completed' then
      (p_starts_at at time zone public.business_time_zone())::date <= (p_now at time zone public.business_time_zone())::date
    when p_from = 'pending' and p_to = 'no_show' then p_now >= p_starts_at
    else true
  end
$$;

-- Share of the service's price a no-show or a late cancellation costs, as the
-- emails and the cancel dialog state it; lib/rules/business-rules.ts LATE_CANCELLATION_FEE_PERCENT.
create or replace function public.late_cancellation_fee_percent()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 50
$$;

-- The fee for a visit of this service, in cents: the percentage of its listed
-- price ("$75" -> 3750 at 50 %), rounded half away from zero; null when the
-- service is gone or its price names no amount.
create or replace function private.visit_fee_cents(p_service_id bigint)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(round(
    (pg_catalog.substring(s.price, '[0-9]+(?:\.[0-9]{1,2})?'))::numeric * public.late_cancellation_fee_percent()
  )::bigint, 0)
  from public.services s
  where s.id = p_service_id
$$;

create or replace function private.appointments_visit_fee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'no_show' or (new.status = 'cancelled' and new.late_cancellation) then
    new.fee_cents := private.visit_fee_cents(new.service_id);
    new.fee_kind := case when new.fee_cents is null then null when new.status = 'no_show' then 'no_show' else 'late_cancellation' end;
  end if;
  return new;
end
$$;

create trigger appointments_visit_fee
  before update of status on public.appointments
  for each row when (old.status is distinct from new.status)
  execute function private.appointments_visit_fee();

-- Customers may still only cancel; staff may also mark a no-show.
create or replace function private.set_appointment_status(p_appointment_id uuid, p_status text)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_staff boolean := public.is_staff();
  v_row public.appointments;
begin
  if v_user is null then
    raise exception 'Authentication required' using errcode = 'insufficient_privilege';
  end if;
  if p_status is null or p_status not in ('pending', 'in_progress', 'completed', 'cancelled', 'no_show') then
    raise exception 'Unknown appointment status: %', p_status using errcode = 'invalid_parameter_value';
  end if;
  select a.* into v_row from public.appointments a
  where a.id = p_appointment_id and (a.user_id = v_user or v_staff)
  for update;
  if not found then
    raise exception 'Appointment not found' using errcode = 'PT404';
  end if;
  if p_status <> 'cancelled' and not v_staff then
    raise exception 'Customers can only cancel appointments' using errcode = 'insufficient_privilege';
  end if;
  update public.appointments a
  set status = p_status,
      late_cancellation = a.late_cancellation or (
        p_status = 'cancelled' and a.status <> 'cancelled' and a.user_id = v_user and not a.needs_call
        and a.appointment_date < pg_catalog.now() + public.late_cancellation_window()
      )
  where a.id = p_appointment_id
  returning a.* into v_row;
  return v_row;
end
$$;

-- Staff waive a visit's fee, with a reason (1-500 characters), while it is
-- not yet on a receipt; otherwise CN002.
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
  return v_row;
end
$$;

create or replace function public.waive_visit_fee(p_appointment_id uuid, p_reason text)
returns public.appointments
language sql
set search_path = ''
as $$
  select * from private.waive_visit_fee(p_appointment_id, p_reason)
$$;

-- 3. Closing a request settles its visits ----------------------------------------

create or replace function private.service_requests_close_visits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.appointments a
  set status = case when new.status = 'completed' and a.status = 'in_progress' then 'completed' else 'cancelled' end,
      closed_with_request = true
  where a.service_request_id = new.id and a.status in ('pending', 'in_progress');
  return null;
end
$$;

-- Named to fire before service_requests_notify (triggers fire alphabetically),
-- so the request's email can list the visits it settled.
create trigger service_requests_close_visits
  after update of status on public.service_requests
  for each row when (old.status is distinct from new.status and new.status in ('completed', 'cancelled'))
  execute function private.service_requests_close_visits();

-- The one email: a settled visit's own emails (the customer's cancellation or
-- thank-you, the shop's cancellation alert) are queued void, and the request's
-- closing email carries the visits it settled and the cancellation's reason.
create or replace function private.notification_outbox_closed_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind in ('appointment_cancelled', 'appointment_completed', 'shop_cancellation') and exists (
    select 1 from public.appointments a where a.id::text = new.payload ->> 'appointment_id' and a.closed_with_request
  ) then
    new.status := 'void';
    new.last_error := 'The request''s closing email told the customer.';
  elsif new.kind in ('request_completed', 'request_cancelled') then
    new.payload := new.payload || pg_catalog.jsonb_build_object(
      'cancel_reason', (select r.cancel_reason from public.service_requests r where r.id::text = new.payload ->> 'request_id'),
      'closed_visits', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'appointment_id', a.id, 'service_name', a.service_name, 'translation_key', s.translation_key,
          'starts_at', a.appointment_date, 'status', a.status) order by a.appointment_date)
        from public.appointments a left join public.services s on s.id = a.service_id
        where a.service_request_id::text = new.payload ->> 'request_id' and a.closed_with_request
      ), '[]'::jsonb));
  end if;
  return new;
end
$$;

create trigger notification_outbox_closed_request
  before insert on private.notification_outbox
  for each row execute function private.notification_outbox_closed_request();

-- The status emails, the two new statuses included.
create or replace function private.service_requests_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb;
begin
  select pg_catalog.jsonb_build_object(
    'request_id', new.id,
    'title', new.title,
    'service_type', new.service_type,
    'status', new.status,
    'technician', new.technician,
    'customer_name', p.full_name,
    'customer_email', u.email
  ) into v_payload
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = new.user_id;

  if tg_op = 'INSERT' then
    perform private.queue_notification('shop_new_request', null, v_payload, 'shop_new_request:' || new.id);
  elsif new.status is distinct from old.status and new.status <> 'pending' then
    perform private.queue_notification('request_' || new.status, new.user_id, v_payload,
      'request_' || new.status || ':' || new.id);
  end if;
  return null;
end
$$;

alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure', 'appointment_closure_lifted',
  'request_received', 'request_approved', 'request_in_progress', 'request_waiting_for_parts',
  'request_ready_for_pickup', 'request_completed', 'request_cancelled', 'request_reply',
  'estimate_sent',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled',
  'shop_request_reply', 'shop_estimate_answered'
));

-- 4. The receipt: each unwaived fee of the request's visits is a "fee" line,
-- written in the customer's language; a request waiting for parts or ready for
-- pickup can be completed with its receipt too.
create or replace function private.visit_fee_lines(p_request_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'kind', 'fee',
    'description', pg_catalog.left(
      case
        when coalesce(p.locale, 'en') = 'es' and a.fee_kind = 'no_show' then 'Cargo por inasistencia: '
        when coalesce(p.locale, 'en') = 'es' then 'Cargo por cancelación tardía: '
        when a.fee_kind = 'no_show' then 'No-show fee: '
        else 'Late cancellation fee: '
      end || a.service_name || ', ' || pg_catalog.to_char(a.appointment_date at time zone public.business_time_zone(), 'YYYY-MM-DD'),
      200),
    'quantity', 1,
    'unitPriceCents', a.fee_cents) order by a.appointment_date), '[]'::jsonb)
  from public.appointments a
  left join public.profiles p on p.id = a.user_id
  where a.service_request_id = p_request_id and a.fee_cents is not null and a.fee_waived_at is null
$$;

create or replace function private.complete_with_receipt(
  p_request_id uuid, p_items jsonb, p_discount_cents bigint, p_payment_method text, p_paid_on date
)
returns public.receipts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.service_requests;
  v_estimate uuid;
  v_row public.receipts;
  v_lines bigint[];
  v_totals record;
  v_rate integer := (public.estimate_rules() ->> 'taxRateBasisPoints')::int;
begin
  perform private.require_staff();
  select * into v_request from public.service_requests r where r.id = p_request_id for update;
  if not found then
    raise exception 'Service request not found' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.receipts x where x.request_id = p_request_id) then
    raise exception 'This request already has a receipt' using errcode = 'ES006';
  end if;
  select e.id into v_estimate from public.estimates e
  where e.request_id = p_request_id and e.status = 'approved' and e.superseded_at is null;
  if not found then
    raise exception 'A receipt needs an approved estimate' using errcode = 'ES006';
  end if;
  if v_request.status not in ('approved', 'in_progress', 'waiting_for_parts', 'ready_for_pickup') then
    raise exception 'This request is closed' using errcode = 'ES005';
  end if;
  if p_paid_on is null or p_paid_on > private.shop_today() then
    raise exception 'The payment date cannot be in the future' using errcode = 'ES008';
  end if;
  perform private.assert_items(p_items);

  insert into public.receipts (request_id, estimate_id, payment_method, paid_on, tax_rate_bps, created_by)
  values (p_request_id, v_estimate, p_payment_method, p_paid_on, v_rate, auth.uid())
  returning * into v_row;
  v_lines := private.write_items('receipt_items', v_row.id, p_items || private.visit_fee_lines(p_request_id));
  select * into v_totals from public.document_totals(v_lines, coalesce(p_discount_cents, 0), v_rate);
  update public.receipts x
  set discount_cents = coalesce(p_discount_cents, 0),
      subtotal_cents = v_totals.subtotal_cents,
      tax_cents = v_totals.tax_cents,
      total_cents = v_totals.total_cents
  where x.id = v_row.id
  returning * into v_row;

  if v_request.status in ('approved', 'waiting_for_parts') then
    update public.service_requests r set status = 'in_progress' where r.id = p_request_id;
  end if;
  update public.service_requests r set status = 'completed' where r.id = p_request_id;
  return v_row;
end
$$;

revoke all on function
  private.service_requests_before_update(), private.visit_fee_cents(bigint), private.appointments_visit_fee(),
  private.set_appointment_status(uuid, text), private.waive_visit_fee(uuid, text), public.waive_visit_fee(uuid, text),
  private.service_requests_close_visits(), private.notification_outbox_closed_request(), private.service_requests_notify(),
  private.visit_fee_lines(uuid), private.complete_with_receipt(uuid, jsonb, bigint, text, date),
  public.late_cancellation_fee_percent()
  from public, anon, authenticated;
grant execute on function private.waive_visit_fee(uuid, text), public.waive_visit_fee(uuid, text),
  private.complete_with_receipt(uuid, jsonb, bigint, text, date), private.set_appointment_status(uuid, text)
  to authenticated, service_role;
grant execute on function public.late_cancellation_fee_percent() to authenticated, service_role;
