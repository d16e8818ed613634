-- The end of a repair job (docs/estimates.md#warranty, docs/product.md):
--
-- 1. Every receipt has its own number (REC-1001), assigned here, unique and
--    in order, and the day its warranty ends: warrantyDays (30) after the day
--    the request was completed, on the shop's calendar.
-- 2. During the warranty the request's conversation stays open (customer and
--    staff replies); after it, a reply is refused with WR001 (why: the
--    warranty ended), not RQ001.
-- 3. The owner can open a warranty request on a completed request in its
--    warranty (open_warranty_request): a new pending request that names the
--    original (warranty_of); at most one open at a time per original (WR002
--    when the original is not in its warranty).
-- 4. The owner can withdraw their own pending request (withdraw_request):
--    cancelled, with withdrawn_at set; anything else is WR003 (another's
--    request is PT404). The customer's cancellation email speaks in their
--    voice, and the shop is alerted (shop_request_withdrawn).
-- 5. The completion email carries the receipt: number, total, warranty end.

-- lib/rules/business-rules.ts WARRANTY_RULES.
create or replace function public.warranty_rules()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"days": 30}'::jsonb
$$;
revoke all on function public.warranty_rules() from public;
grant execute on function public.warranty_rules() to anon, authenticated, service_role;

-- 1. The receipt's number and warranty ----------------------------------------

alter table public.receipts
  add column number integer generated always as identity (start with 1001) not null,
  add column warranty_ends_on date;
alter table public.receipts add constraint receipts_number_key unique (number);

update public.receipts x
set warranty_ends_on = (x.created_at at time zone public.business_time_zone())::date
  + (public.warranty_rules() ->> 'days')::int;
-- A receipt's warranty runs from the day it is written, the day it completes
-- the request; only the definer functions write receipts (the API roles read).
alter table public.receipts
  alter column warranty_ends_on set default ((pg_catalog.now() at time zone public.business_time_zone())::date
    + (public.warranty_rules() ->> 'days')::int),
  alter column warranty_ends_on set not null;

-- request_documents gives the receipt's number and warranty too.
create or replace function public.request_documents(p_request_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'estimates', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', e.id, 'request_id', e.request_id, 'version', e.version, 'status', e.status, 'note', e.note,
        'valid_until', e.valid_until, 'tax_rate_bps', e.tax_rate_bps, 'discount_cents', e.discount_cents,
        'subtotal_cents', e.subtotal_cents, 'tax_cents', e.tax_cents, 'total_cents', e.total_cents,
        'sent_at', e.sent_at, 'superseded_at', e.superseded_at, 'answered_at', e.answered_at,
        'answered_by', e.answered_by, 'approved_total_cents', e.approved_total_cents, 'decline_reason', e.decline_reason,
        'lines', coalesce((
          select jsonb_agg(jsonb_build_object(
            'kind', i.kind, 'description', i.description, 'quantity', i.quantity,
            'unit_price_cents', i.unit_price_cents, 'line_total_cents', i.line_total_cents
          ) order by i.position)
          from public.estimate_items i where i.estimate_id = e.id
        ), '[]'::jsonb)
      ) order by e.version desc)
      from public.estimates e where e.request_id = p_request_id
    ), '[]'::jsonb),
    'receipt', (
      select jsonb_build_object(
        'id', r.id, 'request_id', r.request_id, 'estimate_id', r.estimate_id, 'payment_method', r.payment_method,
        'paid_on', r.paid_on, 'tax_rate_bps', r.tax_rate_bps, 'discount_cents', r.discount_cents,
        'subtotal_cents', r.subtotal_cents, 'tax_cents', r.tax_cents, 'total_cents', r.total_cents, 'created_at', r.created_at,
        'number', r.number, 'warranty_ends_on', r.warranty_ends_on,
        'lines', coalesce((
          select jsonb_agg(jsonb_build_object(
            'kind', i.kind, 'description', i.description, 'quantity', i.quantity,
            'unit_price_cents', i.unit_price_cents, 'line_total_cents', i.line_total_cents
          ) order by i.position)
          from public.receipt_items i where i.receipt_id = r.id
        ), '[]'::jsonb)
      )
      from public.receipts r where r.request_id = p_request_id
    )
  );
$$;

-- 2. Replies during the warranty ----------------------------------------------

-- Whether a request's conversation takes replies: an open request does; a
-- completed one while its receipt's warranty runs (through warranty_ends_on,
-- the shop's calendar); a cancelled one, or a completed one without a
-- receipt, does not. As the caller: a request they cannot read is not open.
create or replace function public.request_open_for_replies(p_request_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select case r.status
      when 'cancelled' then false
      when 'completed' then exists (
        select 1 from public.receipts x where x.request_id = r.id
          and x.warranty_ends_on >= (pg_catalog.now() at time zone public.business_time_zone())::date)
      else true end
    from public.service_requests r where r.id = p_request_id
  ), false)
$$;
revoke all on function public.request_open_for_replies(uuid) from public, anon;
grant execute on function public.request_open_for_replies(uuid) to authenticated, service_role;

create or replace function private.request_messages_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_rules jsonb := public.conversation_rules();
begin
  -- The API roles are who the session says; the service role (the server,
  -- seeds) writes as the author it names.
  if (select auth.role()) is distinct from 'service_role' then
    new.author_id := auth.uid();
    new.from_staff := public.is_staff();
  end if;
  new.author_name := coalesce((select p.full_name from public.profiles p where p.id = new.author_id), new.author_name);
  new.body := pg_catalog.btrim(new.body);
  -- The clock, not the transaction's start: messages of one transaction keep their order.
  new.created_at := pg_catalog.clock_timestamp();
  if new.internal and not new.from_staff then
    raise exception 'Only staff write internal notes' using errcode = 'insufficient_privilege';
  end if;
  select r.status into v_status from public.service_requests r where r.id = new.request_id for share;
  if v_status in ('completed', 'cancelled') and not new.internal and not public.request_open_for_replies(new.request_id) then
    if v_status = 'completed' and exists (select 1 from public.receipts x where x.request_id = new.request_id) then
      raise exception 'The warranty on this request has ended' using errcode = 'WR001',
        hint = 'File a new service request to continue.';
    end if;
    raise exception 'This request is closed' using errcode = 'RQ001',
      hint = 'File a new service request to continue.';
  end if;
  if new.author_id is not null and (
    select count(*) from public.request_messages m
    where m.author_id = new.author_id and m.created_at > pg_catalog.now() - interval '1 hour'
  ) >= (v_rules ->> 'messagesPerHour')::int then
    raise exception 'At most % messages an hour', v_rules ->> 'messagesPerHour' using errcode = 'WB005';
  end if;
  return new;
end
$$;

-- 3. Warranty requests ----------------------------------------------------------

alter table public.service_requests
  add column warranty_of uuid references public.service_requests (id) on delete set null,
  add column withdrawn_at timestamptz,
  add constraint service_requests_warranty_not_itself check (warranty_of <> id),
  add constraint service_requests_withdrawn_is_cancelled check (withdrawn_at is null or status = 'cancelled');
create index service_requests_warranty_of_idx on public.service_requests (warranty_of);
-- One open warranty request per original at a time.
create unique index service_requests_one_open_warranty on public.service_requests (warranty_of)
  where warranty_of is not null and status not in ('completed', 'cancelled');

-- The owner of a completed request in its warranty opens a warranty request
-- on it: pending, same service, titled and described in the owner's language
-- with the original's reference; the conversation is where they say what is
-- wrong. Asked again while one is open, it returns that one.
create or replace function private.open_warranty_request(p_request_id uuid)
returns public.service_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_original public.service_requests;
  v_receipt public.receipts;
  v_row public.service_requests;
  v_es boolean;
begin
  select * into v_original from public.service_requests r
  where r.id = p_request_id and r.user_id = auth.uid() for update;
  if not found then
    raise exception 'Service request not found' using errcode = 'PT404';
  end if;
  select * into v_receipt from public.receipts x where x.request_id = p_request_id;
  if v_original.status <> 'completed' or v_receipt.id is null or v_receipt.warranty_ends_on < private.shop_today() then
    raise exception 'This request is not under warranty' using errcode = 'WR002';
  end if;
  select * into v_row from public.service_requests r
  where r.warranty_of = p_request_id and r.status not in ('completed', 'cancelled');
  if found then
    return v_row;
  end if;
  v_es := coalesce((select p.locale = 'es' from public.profiles p where p.id = auth.uid()), false);
  insert into public.service_requests (user_id, title, description, service_type, warranty_of)
  values (
    auth.uid(),
    pg_catalog.left(case when v_es then 'Garantía: ' else 'Warranty: ' end || v_original.title, 100),
    case when v_es
      then 'Reclamación de garantía de R-' || v_original.reference || ' (recibo REC-' || v_receipt.number
        || ', garantía hasta el ' || pg_catalog.to_char(v_receipt.warranty_ends_on, 'DD/MM/YYYY') || ').'
      else 'Warranty claim on R-' || v_original.reference || ' (receipt REC-' || v_receipt.number
        || ', warranty until ' || pg_catalog.to_char(v_receipt.warranty_ends_on, 'MM/DD/YYYY') || ').'
    end,
    v_original.service_type,
    p_request_id
  )
  returning * into v_row;
  return v_row;
end
$$;

-- API wrapper (invoker; the private function checks who calls).
create or replace function public.open_warranty_request(p_request_id uuid)
returns public.service_requests
language sql
set search_path = ''
as $$
  select * from private.open_warranty_request(p_request_id)
$$;
revoke all on function private.open_warranty_request(uuid), public.open_warranty_request(uuid) from public, anon, authenticated;
grant execute on function private.open_warranty_request(uuid), public.open_warranty_request(uuid) to authenticated, service_role;

-- 4. Withdrawal -------------------------------------------------------------------

-- The owner withdraws their own pending request: cancelled, withdrawn_at
-- set, no reason asked (they are the one deciding). Staff cancel with a
-- reason through set_request_status instead.
create or replace function private.withdraw_request(p_request_id uuid)
returns public.service_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.service_requests;
begin
  select * into v_row from public.service_requests r
  where r.id = p_request_id and r.user_id = auth.uid() for update;
  if not found then
    raise exception 'Service request not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'pending' then
    raise exception 'Only a pending request can be withdrawn' using errcode = 'WR003';
  end if;
  update public.service_requests r set status = 'cancelled', withdrawn_at = pg_catalog.now()
  where r.id = p_request_id
  returning * into v_row;
  return v_row;
end
$$;

create or replace function public.withdraw_request(p_request_id uuid)
returns public.service_requests
language sql
set search_path = ''
as $$
  select * from private.withdraw_request(p_request_id)
$$;
revoke all on function private.withdraw_request(uuid), public.withdraw_request(uuid) from public, anon, authenticated;
grant execute on function private.withdraw_request(uuid), public.withdraw_request(uuid) to authenticated, service_role;

-- The cancellation's reason, as before, except that the owner's withdrawal
-- (a staff account's own request included) needs none. withdrawn_at and
-- warranty_of are granted to no API role: only withdraw_request and
-- open_warranty_request write them.
create or replace function private.service_requests_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_withdrawal boolean := new.withdrawn_at is not null and old.withdrawn_at is null;
begin
  if not public.request_status_transition_allowed(old.status, new.status) then
    raise exception 'Invalid status transition from % to %', old.status, new.status
      using errcode = 'check_violation', hint = 'docs/product.md: the request statuses and their moves.';
  end if;
  new.warranty_of := old.warranty_of;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    new.cancel_reason := nullif(pg_catalog.btrim(new.cancel_reason), '');
    if new.cancel_reason is null and public.is_staff() and not v_withdrawal then
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

-- 5. Emails ------------------------------------------------------------------------

alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure', 'appointment_closure_lifted',
  'request_received', 'request_approved', 'request_in_progress', 'request_waiting_for_parts',
  'request_ready_for_pickup', 'request_completed', 'request_cancelled', 'request_reply',
  'estimate_sent',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled',
  'shop_request_reply', 'shop_estimate_answered', 'shop_request_withdrawn'
));

-- The status emails as before (20261128121450), and: a withdrawal tells the
-- customer in their voice (withdrawn_by) and alerts the shop; a warranty
-- request names its original (warranty_of_reference) in every email.
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
    'customer_email', u.email,
    'warranty_of_reference', (select o.reference from public.service_requests o where o.id = new.warranty_of)
  ) into v_payload
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = new.user_id;

  if tg_op = 'INSERT' then
    perform private.queue_notification('shop_new_request', null, v_payload, 'shop_new_request:' || new.id);
  elsif new.status is distinct from old.status and new.status <> 'pending' then
    if new.status = 'approved' and auth.uid() = new.user_id then
      v_payload := v_payload || coalesce((
        select pg_catalog.jsonb_build_object('approved_by', 'customer', 'estimate_version', e.version,
          'approved_total_cents', e.approved_total_cents)
        from public.estimates e
        where e.request_id = new.id and e.status = 'approved' and e.superseded_at is null
      ), '{}'::jsonb);
    end if;
    if new.status = 'cancelled' and new.withdrawn_at is not null then
      v_payload := v_payload || '{"withdrawn_by": "customer"}'::jsonb;
      perform private.queue_notification('shop_request_withdrawn', null, v_payload, 'shop_request_withdrawn:' || new.id);
    end if;
    perform private.queue_notification('request_' || new.status, new.user_id, v_payload,
      'request_' || new.status || ':' || new.id);
  end if;
  return null;
end
$$;
revoke all on function private.service_requests_notify() from public, anon, authenticated;

-- The closing emails as before (20261128105737); request_completed also
-- carries the receipt: its number, total and the day its warranty ends.
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
      ), '[]'::jsonb),
      'receipt', (
        select pg_catalog.jsonb_build_object('number', x.number, 'total_cents', x.total_cents,
          'warranty_ends_on', x.warranty_ends_on)
        from public.receipts x where x.request_id::text = new.payload ->> 'request_id'
      ));
  end if;
  return new;
end
$$;
revoke all on function private.notification_outbox_closed_request() from public, anon, authenticated;
