-- Estimates the customer approves online, and a receipt when the work is done
-- (docs/estimates.md).
--
-- public.estimates: one row per version of a request's estimate. Staff write a
-- draft, sending freezes it, and the customer approves or declines the current
-- version once, while it is valid. Sending a new version supersedes the
-- previous one (superseded_at), which stays readable. Expiry is not stored:
-- a sent estimate whose valid_until is before today (the shop's calendar) is
-- expired, and staff re-send it with a new date.
--
-- public.receipts: one per request, written when staff complete it, from the
-- approved estimate's final lines and how the customer paid in the shop.
--
-- Money is integer cents (USD). Line totals, discounts, tax and totals are
-- computed here, never taken from a client. Rounding: each line is quantity
-- times unit price rounded to the nearest cent (halves away from zero); tax is
-- (subtotal - discount) times the rate, rounded the same way; total is
-- subtotal - discount + tax.
--
-- Nobody but the functions below writes these tables: the API roles only
-- read them, through RLS (a customer: their own requests' sent estimates and
-- receipts, never drafts; staff: everything). Refusals use SQLSTATEs ES001-
-- ES009, listed in docs/estimates.md.

-- The shop's estimate rules; lib/business-rules.ts ESTIMATE_RULES is the twin.
create or replace function public.estimate_rules()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"taxRateBasisPoints": 825, "currency": "USD", "itemsMax": 30, "descriptionMax": 200, "quantityMax": 9999, "unitPriceMaxCents": 10000000, "noteMax": 2000, "declineReasonMax": 1000, "validDaysMax": 90}'::jsonb
$$;

-- Estimate statuses and moves; ESTIMATE_STATUS_TRANSITIONS is the twin.
create or replace function public.estimate_status_transition_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_from = p_to or (p_from, p_to) in (('draft', 'sent'), ('sent', 'approved'), ('sent', 'declined'))
$$;

create table public.estimates (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.service_requests (id) on delete cascade,
  version integer not null check (version >= 1),
  status text not null default 'draft' check (status in ('draft', 'sent', 'approved', 'declined')),
  note text check (char_length(note) <= 2000),
  valid_until date not null,
  tax_rate_bps integer not null check (tax_rate_bps between 0 and 10000),
  discount_cents bigint not null default 0 check (discount_cents >= 0),
  subtotal_cents bigint not null default 0 check (subtotal_cents >= 0),
  tax_cents bigint not null default 0 check (tax_cents >= 0),
  total_cents bigint not null default 0 check (total_cents >= 0),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  superseded_at timestamptz,
  answered_at timestamptz,
  answered_by uuid references auth.users (id) on delete set null,
  approved_total_cents bigint,
  decline_reason text check (char_length(decline_reason) <= 1000),
  unique (request_id, version),
  constraint estimates_discount_within_subtotal check (discount_cents <= subtotal_cents),
  constraint estimates_sent_has_date check ((status = 'draft') = (sent_at is null)),
  constraint estimates_answer_recorded check (
    (status in ('approved', 'declined')) = (answered_at is not null)
    and (status = 'approved') = (approved_total_cents is not null)
  )
);

-- At most one draft per request.
create unique index estimates_one_draft_idx on public.estimates (request_id) where status = 'draft';
-- At most one current (sent, not superseded) version per request.
create unique index estimates_one_current_idx on public.estimates (request_id) where status <> 'draft' and superseded_at is null;

create table public.estimate_items (
  id uuid primary key default gen_random_uuid(),
  estimate_id uuid not null references public.estimates (id) on delete cascade,
  position integer not null check (position >= 0),
  kind text not null check (kind in ('labour', 'part', 'fee')),
  description text not null check (char_length(description) between 1 and 200),
  quantity numeric(7, 2) not null check (quantity > 0 and quantity <= 9999),
  unit_price_cents bigint not null check (unit_price_cents between 0 and 10000000),
  line_total_cents bigint not null generated always as (round(quantity * unit_price_cents)::bigint) stored,
  unique (estimate_id, position)
);

create table public.receipts (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null unique references public.service_requests (id) on delete cascade,
  estimate_id uuid not null references public.estimates (id) on delete restrict,
  payment_method text not null check (payment_method in ('cash', 'card', 'other')),
  paid_on date not null,
  tax_rate_bps integer not null check (tax_rate_bps between 0 and 10000),
  discount_cents bigint not null default 0 check (discount_cents >= 0),
  subtotal_cents bigint not null default 0 check (subtotal_cents >= 0),
  tax_cents bigint not null default 0 check (tax_cents >= 0),
  total_cents bigint not null default 0 check (total_cents >= 0),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint receipts_discount_within_subtotal check (discount_cents <= subtotal_cents)
);

create table public.receipt_items (
  id uuid primary key default gen_random_uuid(),
  receipt_id uuid not null references public.receipts (id) on delete cascade,
  position integer not null check (position >= 0),
  kind text not null check (kind in ('labour', 'part', 'fee')),
  description text not null check (char_length(description) between 1 and 200),
  quantity numeric(7, 2) not null check (quantity > 0 and quantity <= 9999),
  unit_price_cents bigint not null check (unit_price_cents between 0 and 10000000),
  line_total_cents bigint not null generated always as (round(quantity * unit_price_cents)::bigint) stored,
  unique (receipt_id, position)
);

create index estimate_items_estimate_id_idx on public.estimate_items (estimate_id);
create index receipt_items_receipt_id_idx on public.receipt_items (receipt_id);
create index receipts_estimate_id_idx on public.receipts (estimate_id);
create index estimates_created_by_idx on public.estimates (created_by);
create index estimates_answered_by_idx on public.estimates (answered_by);
create index receipts_created_by_idx on public.receipts (created_by);

-- Status moves, checked whoever writes.
create or replace function private.estimates_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.estimate_status_transition_allowed(old.status, new.status) then
    raise exception 'Invalid estimate status move from % to %', old.status, new.status
      using errcode = 'check_violation', hint = 'Estimates move draft -> sent -> approved or declined.';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

create trigger estimates_before_update
  before update on public.estimates
  for each row execute function private.estimates_before_update();

-- RLS: customers read their own requests' sent estimates and receipts; staff read all.
alter table public.estimates enable row level security;
alter table public.estimate_items enable row level security;
alter table public.receipts enable row level security;
alter table public.receipt_items enable row level security;
revoke all on public.estimates, public.estimate_items, public.receipts, public.receipt_items from anon, authenticated;
grant select on public.estimates, public.estimate_items, public.receipts, public.receipt_items to authenticated;
grant all on public.estimates, public.estimate_items, public.receipts, public.receipt_items to service_role;

create policy estimates_select on public.estimates
  for select to authenticated
  using ((select public.is_staff()) or (status <> 'draft' and private.owns_request(request_id)));
create policy estimate_items_select on public.estimate_items
  for select to authenticated
  using (exists (select 1 from public.estimates e where e.id = estimate_id));
create policy receipts_select on public.receipts
  for select to authenticated
  using ((select public.is_staff()) or private.owns_request(request_id));
create policy receipt_items_select on public.receipt_items
  for select to authenticated
  using (exists (select 1 from public.receipts r where r.id = receipt_id));

-- Today on the shop's calendar.
create or replace function private.shop_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (pg_catalog.now() at time zone public.business_time_zone())::date
$$;

-- The totals of a set of lines: subtotal (the sum of line totals), tax on
-- (subtotal - discount) at p_rate_bps, total. The one place the rounding rule lives.
create or replace function public.document_totals(p_line_totals bigint[], p_discount_cents bigint, p_rate_bps integer)
returns table (subtotal_cents bigint, tax_cents bigint, total_cents bigint)
language sql
immutable
parallel safe
set search_path = ''
as $$
  with s as (select coalesce(sum(t), 0)::bigint as subtotal from unnest(p_line_totals) t)
  select s.subtotal,
         round((s.subtotal - p_discount_cents)::numeric * p_rate_bps / 10000)::bigint,
         s.subtotal - p_discount_cents + round((s.subtotal - p_discount_cents)::numeric * p_rate_bps / 10000)::bigint
  from s
$$;

-- Checks a jsonb array of lines ({kind, description, quantity, unitPriceCents})
-- before it is written; the table checks stay the last word.
create or replace function private.assert_items(p_items jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_rules jsonb := public.estimate_rules();
begin
  if p_items is null or pg_catalog.jsonb_typeof(p_items) <> 'array'
    or pg_catalog.jsonb_array_length(p_items) = 0
    or pg_catalog.jsonb_array_length(p_items) > (v_rules ->> 'itemsMax')::int then
    raise exception 'An estimate needs between 1 and % lines', v_rules ->> 'itemsMax' using errcode = 'ES007';
  end if;
end
$$;

-- Writes p_items as the lines of an estimate or a receipt (the target table's
-- checks refuse bad values with check_violation).
create or replace function private.write_items(p_table text, p_owner uuid, p_items jsonb)
returns bigint[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item jsonb;
  v_position integer := 0;
  v_totals bigint[] := '{}';
  v_line bigint;
begin
  perform private.assert_items(p_items);
  for v_item in select value from pg_catalog.jsonb_array_elements(p_items) loop
    if p_table = 'estimate_items' then
      insert into public.estimate_items (estimate_id, position, kind, description, quantity, unit_price_cents)
      values (p_owner, v_position, v_item ->> 'kind', pg_catalog.btrim(v_item ->> 'description'),
              (v_item ->> 'quantity')::numeric, (v_item ->> 'unitPriceCents')::bigint)
      returning line_total_cents into v_line;
    else
      insert into public.receipt_items (receipt_id, position, kind, description, quantity, unit_price_cents)
      values (p_owner, v_position, v_item ->> 'kind', pg_catalog.btrim(v_item ->> 'description'),
              (v_item ->> 'quantity')::numeric, (v_item ->> 'unitPriceCents')::bigint)
      returning line_total_cents into v_line;
    end if;
    v_totals := v_totals || v_line;
    v_position := v_position + 1;
  end loop;
  return v_totals;
end
$$;

-- Creates the request's draft, or replaces the lines of its draft. Staff only.
create or replace function private.save_estimate_draft(
  p_request_id uuid, p_items jsonb, p_discount_cents bigint, p_note text, p_valid_until date
)
returns public.estimates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_row public.estimates;
  v_lines bigint[];
  v_totals record;
  v_rules jsonb := public.estimate_rules();
begin
  perform private.require_staff();
  select r.status into v_status from public.service_requests r where r.id = p_request_id for update;
  if not found then
    raise exception 'Service request not found' using errcode = 'PT404';
  end if;
  if v_status in ('completed', 'cancelled') then
    raise exception 'This request is closed' using errcode = 'ES005';
  end if;
  if p_valid_until is null or p_valid_until < private.shop_today()
    or p_valid_until > private.shop_today() + (v_rules ->> 'validDaysMax')::int then
    raise exception 'Valid until must be between today and % days ahead', v_rules ->> 'validDaysMax' using errcode = 'ES008';
  end if;

  select * into v_row from public.estimates e where e.request_id = p_request_id and e.status = 'draft';
  if found then
    delete from public.estimate_items i where i.estimate_id = v_row.id;
  else
    insert into public.estimates (request_id, version, valid_until, tax_rate_bps, created_by)
    values (p_request_id,
            coalesce((select max(e.version) from public.estimates e where e.request_id = p_request_id), 0) + 1,
            p_valid_until, (v_rules ->> 'taxRateBasisPoints')::int, auth.uid())
    returning * into v_row;
  end if;

  v_lines := private.write_items('estimate_items', v_row.id, p_items);
  select * into v_totals from public.document_totals(v_lines, coalesce(p_discount_cents, 0), (v_rules ->> 'taxRateBasisPoints')::int);
  update public.estimates e
  set note = nullif(pg_catalog.btrim(p_note), ''),
      valid_until = p_valid_until,
      tax_rate_bps = (v_rules ->> 'taxRateBasisPoints')::int,
      discount_cents = coalesce(p_discount_cents, 0),
      subtotal_cents = v_totals.subtotal_cents,
      tax_cents = v_totals.tax_cents,
      total_cents = v_totals.total_cents
  where e.id = v_row.id
  returning * into v_row;
  return v_row;
end
$$;

-- The email payload of an estimate.
create or replace function private.estimate_payload(p_estimate public.estimates)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'request_id', r.id,
    'reference', r.reference,
    'title', r.title,
    'estimate_id', p_estimate.id,
    'version', p_estimate.version,
    'total_cents', p_estimate.total_cents,
    'valid_until', p_estimate.valid_until,
    'status', p_estimate.status,
    'decline_reason', p_estimate.decline_reason,
    'customer_name', p.full_name,
    'customer_email', u.email
  )
  from public.service_requests r
  left join public.profiles p on p.id = r.user_id
  left join auth.users u on u.id = r.user_id
  where r.id = p_estimate.request_id
$$;

-- Sends the request's draft: freezes it, supersedes the previous version and
-- emails the customer. Staff only.
create or replace function private.send_estimate(p_estimate_id uuid)
returns public.estimates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.estimates;
  v_user uuid;
begin
  perform private.require_staff();
  select * into v_row from public.estimates e where e.id = p_estimate_id for update;
  if not found then
    raise exception 'Estimate not found' using errcode = 'PT404';
  end if;
  if v_row.status <> 'draft' then
    raise exception 'This estimate was already sent' using errcode = 'ES001';
  end if;
  if v_row.valid_until < private.shop_today() then
    raise exception 'This estimate has expired' using errcode = 'ES004';
  end if;
  select r.user_id into v_user from public.service_requests r
  where r.id = v_row.request_id and r.status not in ('completed', 'cancelled') for update;
  if not found then
    raise exception 'This request is closed' using errcode = 'ES005';
  end if;
  update public.estimates e set superseded_at = pg_catalog.now()
  where e.request_id = v_row.request_id and e.status <> 'draft' and e.superseded_at is null;
  update public.estimates e set status = 'sent', sent_at = pg_catalog.now()
  where e.id = v_row.id returning * into v_row;
  perform private.queue_notification('estimate_sent', v_user, private.estimate_payload(v_row),
    'estimate_sent:' || v_row.id || ':' || extract(epoch from v_row.sent_at)::bigint);
  return v_row;
end
$$;

-- Gives the current, unanswered estimate a new valid-until date and emails it
-- again (an expired estimate is re-sent this way). Staff only.
create or replace function private.resend_estimate(p_estimate_id uuid, p_valid_until date)
returns public.estimates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.estimates;
  v_user uuid;
  v_rules jsonb := public.estimate_rules();
begin
  perform private.require_staff();
  select * into v_row from public.estimates e where e.id = p_estimate_id for update;
  if not found then
    raise exception 'Estimate not found' using errcode = 'PT404';
  end if;
  if v_row.superseded_at is not null then
    raise exception 'A newer version of this estimate exists' using errcode = 'ES002';
  end if;
  if v_row.status <> 'sent' then
    raise exception 'Only a sent, unanswered estimate can be re-sent' using errcode = 'ES003';
  end if;
  if p_valid_until is null or p_valid_until < private.shop_today()
    or p_valid_until > private.shop_today() + (v_rules ->> 'validDaysMax')::int then
    raise exception 'Valid until must be between today and % days ahead', v_rules ->> 'validDaysMax' using errcode = 'ES008';
  end if;
  select r.user_id into v_user from public.service_requests r
  where r.id = v_row.request_id and r.status not in ('completed', 'cancelled');
  if not found then
    raise exception 'This request is closed' using errcode = 'ES005';
  end if;
  update public.estimates e set valid_until = p_valid_until, sent_at = pg_catalog.now()
  where e.id = v_row.id returning * into v_row;
  perform private.queue_notification('estimate_sent', v_user, private.estimate_payload(v_row),
    'estimate_sent:' || v_row.id || ':' || extract(epoch from pg_catalog.clock_timestamp())::bigint);
  return v_row;
end
$$;

-- The customer's answer: approve or decline the current version of an
-- estimate of their own request, once, while it is valid. p_version is the
-- version the customer was shown; approval records who, when and the total,
-- and moves a pending request to approved. The shop gets an alert.
create or replace function private.answer_estimate(p_estimate_id uuid, p_version integer, p_approve boolean, p_reason text)
returns public.estimates
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.estimates;
  v_request public.service_requests;
  v_rules jsonb := public.estimate_rules();
begin
  select * into v_row from public.estimates e where e.id = p_estimate_id for update;
  if not found or v_row.status = 'draft' or not exists (
    select 1 from public.service_requests r where r.id = v_row.request_id and r.user_id = auth.uid()
  ) then
    raise exception 'Estimate not found' using errcode = 'PT404';
  end if;
  if v_row.superseded_at is not null or v_row.version is distinct from p_version then
    raise exception 'A newer version of this estimate exists' using errcode = 'ES002';
  end if;
  if v_row.status <> 'sent' then
    raise exception 'This estimate was already answered' using errcode = 'ES003';
  end if;
  if v_row.valid_until < private.shop_today() then
    raise exception 'This estimate has expired' using errcode = 'ES004';
  end if;
  select * into v_request from public.service_requests r where r.id = v_row.request_id for update;
  if v_request.status in ('completed', 'cancelled') then
    raise exception 'This request is closed' using errcode = 'ES005';
  end if;
  if p_approve is null then
    raise exception 'Approve or decline' using errcode = 'ES009';
  end if;
  if char_length(pg_catalog.btrim(coalesce(p_reason, ''))) > (v_rules ->> 'declineReasonMax')::int then
    raise exception 'The reason is too long' using errcode = 'ES009';
  end if;

  update public.estimates e
  set status = case when p_approve then 'approved' else 'declined' end,
      answered_at = pg_catalog.now(),
      answered_by = auth.uid(),
      approved_total_cents = case when p_approve then e.total_cents end,
      decline_reason = case when p_approve then null else nullif(pg_catalog.btrim(p_reason), '') end
  where e.id = v_row.id
  returning * into v_row;

  if p_approve and v_request.status = 'pending' then
    update public.service_requests r set status = 'approved' where r.id = v_request.id;
  end if;
  perform private.queue_notification('shop_estimate_answered', null, private.estimate_payload(v_row),
    'shop_estimate_answered:' || v_row.id);
  return v_row;
end
$$;

-- Completes a request with its receipt: the final lines (they may differ from
-- the approved estimate), the discount, how it was paid and when. Needs the
-- current estimate approved; moves the request to completed. Staff only.
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
  if v_request.status not in ('approved', 'in_progress') then
    raise exception 'This request is closed' using errcode = 'ES005';
  end if;
  if p_paid_on is null or p_paid_on > private.shop_today() then
    raise exception 'The payment date cannot be in the future' using errcode = 'ES008';
  end if;

  insert into public.receipts (request_id, estimate_id, payment_method, paid_on, tax_rate_bps, created_by)
  values (p_request_id, v_estimate, p_payment_method, p_paid_on, v_rate, auth.uid())
  returning * into v_row;
  v_lines := private.write_items('receipt_items', v_row.id, p_items);
  select * into v_totals from public.document_totals(v_lines, coalesce(p_discount_cents, 0), v_rate);
  update public.receipts x
  set discount_cents = coalesce(p_discount_cents, 0),
      subtotal_cents = v_totals.subtotal_cents,
      tax_cents = v_totals.tax_cents,
      total_cents = v_totals.total_cents
  where x.id = v_row.id
  returning * into v_row;

  if v_request.status = 'approved' then
    update public.service_requests r set status = 'in_progress' where r.id = p_request_id;
  end if;
  update public.service_requests r set status = 'completed' where r.id = p_request_id;
  return v_row;
end
$$;

-- API wrappers (invoker; the private functions check who calls).
create or replace function public.save_estimate_draft(
  p_request_id uuid, p_items jsonb, p_discount_cents bigint default 0, p_note text default null, p_valid_until date default null
)
returns public.estimates
language sql
set search_path = ''
as $$
  select * from private.save_estimate_draft(p_request_id, p_items, p_discount_cents, p_note, p_valid_until)
$$;

create or replace function public.send_estimate(p_estimate_id uuid)
returns public.estimates
language sql
set search_path = ''
as $$
  select * from private.send_estimate(p_estimate_id)
$$;

create or replace function public.resend_estimate(p_estimate_id uuid, p_valid_until date)
returns public.estimates
language sql
set search_path = ''
as $$
  select * from private.resend_estimate(p_estimate_id, p_valid_until)
$$;

create or replace function public.answer_estimate(p_estimate_id uuid, p_version integer, p_approve boolean, p_reason text default null)
returns public.estimates
language sql
set search_path = ''
as $$
  select * from private.answer_estimate(p_estimate_id, p_version, p_approve, p_reason)
$$;

create or replace function public.complete_with_receipt(
  p_request_id uuid, p_items jsonb, p_discount_cents bigint default 0, p_payment_method text default null, p_paid_on date default null
)
returns public.receipts
language sql
set search_path = ''
as $$
  select * from private.complete_with_receipt(p_request_id, p_items, p_discount_cents, p_payment_method, p_paid_on)
$$;

revoke all on function
  private.estimates_before_update(), private.shop_today(), private.assert_items(jsonb),
  private.write_items(text, uuid, jsonb),
  private.save_estimate_draft(uuid, jsonb, bigint, text, date), private.estimate_payload(public.estimates),
  private.send_estimate(uuid), private.resend_estimate(uuid, date),
  private.answer_estimate(uuid, integer, boolean, text),
  private.complete_with_receipt(uuid, jsonb, bigint, text, date),
  public.save_estimate_draft(uuid, jsonb, bigint, text, date), public.send_estimate(uuid),
  public.resend_estimate(uuid, date), public.answer_estimate(uuid, integer, boolean, text),
  public.complete_with_receipt(uuid, jsonb, bigint, text, date),
  public.estimate_rules(), public.estimate_status_transition_allowed(text, text),
  public.document_totals(bigint[], bigint, integer)
  from public, anon, authenticated;
grant execute on function
  private.save_estimate_draft(uuid, jsonb, bigint, text, date), private.send_estimate(uuid),
  private.resend_estimate(uuid, date), private.answer_estimate(uuid, integer, boolean, text),
  private.complete_with_receipt(uuid, jsonb, bigint, text, date),
  public.save_estimate_draft(uuid, jsonb, bigint, text, date), public.send_estimate(uuid),
  public.resend_estimate(uuid, date), public.answer_estimate(uuid, integer, boolean, text),
  public.complete_with_receipt(uuid, jsonb, bigint, text, date)
  to authenticated, service_role;
grant execute on function public.estimate_rules(), public.estimate_status_transition_allowed(text, text),
  public.document_totals(bigint[], bigint, integer)
  to anon, authenticated, service_role;

-- The new emails: the customer's "estimate sent", the shop's "estimate answered".
alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure',
  'request_approved', 'request_in_progress', 'request_completed', 'request_cancelled', 'request_reply',
  'estimate_sent',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled',
  'shop_request_reply', 'shop_estimate_answered'
));
