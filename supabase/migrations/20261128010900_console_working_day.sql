-- The staff console for a working day (docs/product.md#the-staff-console):
-- 1. status changes that fit the time: an appointment starts only from shortly
--    before its time and is completed from pending only on (or after) its day,
--    whoever asks and however (RPC or a direct update);
-- 2. every status change of a request or an appointment is logged with who
--    and when (public.status_changes, read by staff);
-- 3. one search over requests and appointments: customer name, email, phone
--    digits, request reference or title; unread messages; "needs a call".

-- 1. Timing ---------------------------------------------------------------

-- Minutes before its start from which an appointment may be started;
-- lib/business-rules.ts APPOINTMENT_ACTION_RULES.
create or replace function public.appointment_action_rules()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"startLeadMinutes": 30}'::jsonb
$$;

-- Whether moving an appointment starting at p_starts_at from p_from to p_to
-- is due at p_now: pending -> in progress from startLeadMinutes before the
-- start; pending -> completed from the start of its day at the shop. Every
-- other move (cancelling, in progress -> completed) is due at any time; the
-- workflow itself is appointment_status_transition_allowed's.
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
    else true
  end
$$;

create or replace function private.appointments_status_change_due()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.appointment_status_change_due(old.status, new.status, new.appointment_date, pg_catalog.now()) then
    raise exception 'Too early to move this appointment from % to %', old.status, new.status
      using errcode = 'CN001', hint = 'Start from shortly before its time; complete once started or on its day.';
  end if;
  return new;
end
$$;

-- Fires after appointments_before_write (alphabetical), so a move the
-- workflow forbids is reported as such first.
create trigger appointments_status_change_due
  before update of status on public.appointments
  for each row when (old.status is distinct from new.status)
  execute function private.appointments_status_change_due();

-- 2. The status log --------------------------------------------------------

create table public.status_changes (
  id bigint generated always as identity primary key,
  request_id uuid references public.service_requests (id) on delete cascade,
  appointment_id uuid references public.appointments (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  -- Who: the account that made the change (null once deleted, or when no
  -- account did: maintenance), with its name and role at that moment.
  changed_by uuid references auth.users (id) on delete set null,
  changed_by_name text,
  changed_by_staff boolean not null default false,
  changed_at timestamptz not null default now(),
  constraint status_changes_one_subject check (num_nonnulls(request_id, appointment_id) = 1)
);

create index status_changes_request_id_idx on public.status_changes (request_id, changed_at);
create index status_changes_appointment_id_idx on public.status_changes (appointment_id, changed_at);
create index status_changes_changed_by_idx on public.status_changes (changed_by);

alter table public.status_changes enable row level security;
revoke all on public.status_changes from anon, authenticated;
grant select on public.status_changes to authenticated;
grant all on public.status_changes to service_role;

create policy status_changes_select_staff on public.status_changes
  for select to authenticated
  using ((select public.is_staff()));

create or replace function private.log_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_name text;
begin
  if v_user is not null then
    select coalesce(nullif(p.full_name, ''), u.email::text) into v_name
    from auth.users u left join public.profiles p on p.id = u.id
    where u.id = v_user;
  end if;
  insert into public.status_changes (request_id, appointment_id, from_status, to_status, changed_by, changed_by_name, changed_by_staff)
  values (
    case when tg_table_name = 'service_requests' then new.id end,
    case when tg_table_name = 'appointments' then new.id end,
    old.status, new.status, v_user, v_name, v_user is not null and public.is_staff()
  );
  return null;
end
$$;

revoke all on function private.log_status_change(), private.appointments_status_change_due() from public, anon, authenticated;
revoke all on function public.appointment_status_change_due(text, text, timestamptz, timestamptz), public.appointment_action_rules()
  from public, anon, authenticated;
grant execute on function public.appointment_status_change_due(text, text, timestamptz, timestamptz), public.appointment_action_rules()
  to authenticated, service_role;

create trigger service_requests_log_status
  after update of status on public.service_requests
  for each row when (old.status is distinct from new.status)
  execute function private.log_status_change();

create trigger appointments_log_status
  after update of status on public.appointments
  for each row when (old.status is distinct from new.status)
  execute function private.log_status_change();

-- 3. Search -----------------------------------------------------------------

-- Whether a customer or request matches what staff typed: every word must
-- appear in the name, email, title or "R-<reference>" (ignoring case), or,
-- for a word of digits and phone punctuation with three digits or more
-- ("555-0147", "R1042"), its digits in the phone number's or the reference.
create or replace function private.console_matches(
  p_query text, p_name text, p_email text, p_phone text, p_title text, p_reference integer
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.bool_and(
    pg_catalog.strpos(pg_catalog.lower(
      coalesce(p_name, '') || ' ' || coalesce(p_email, '') || ' ' || coalesce(p_title, '')
      || coalesce(' r-' || p_reference::text, '')), w) > 0
    or (w ~ '^r?[-\d().+]+$' and pg_catalog.length(pg_catalog.regexp_replace(w, '\D', '', 'g')) >= 3 and (
      pg_catalog.strpos(pg_catalog.regexp_replace(coalesce(p_phone, ''), '\D', '', 'g'), pg_catalog.regexp_replace(w, '\D', '', 'g')) > 0
      or pg_catalog.strpos(coalesce(p_reference::text, ''), pg_catalog.regexp_replace(w, '\D', '', 'g')) > 0))
  ), true)
  from pg_catalog.regexp_split_to_table(pg_catalog.lower(pg_catalog.btrim(coalesce(p_query, ''))), '\s+') w
  where w <> ''
$$;

-- The console's request list: optionally one status, a search, only those
-- with customer messages the caller has not read, only those with an open
-- appointment that needs a call. Newest first.
create or replace function private.admin_search_requests(p_status text, p_query text, p_unread boolean, p_needs_call boolean)
returns table (
  id uuid, user_id uuid, reference integer, title text, description text, service_type text, status text,
  technician text, created_at timestamptz, updated_at timestamptz,
  customer_name text, customer_email text, customer_phone text, unread integer, needs_call boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  perform private.require_staff();
  return query
    select r.id, r.user_id, r.reference, r.title, r.description, r.service_type, r.status, r.technician,
           r.created_at, r.updated_at, p.full_name, u.email::text, p.phone,
           coalesce(unread.n, 0), coalesce(calls.any, false)
    from public.service_requests r
    left join public.profiles p on p.id = r.user_id
    left join auth.users u on u.id = r.user_id
    left join lateral (
      select count(*)::int as n from public.request_messages m
      left join public.request_reads rr on rr.request_id = m.request_id and rr.user_id = v_user
      where m.request_id = r.id and not m.from_staff and m.created_at > coalesce(rr.last_read_at, '-infinity'::timestamptz)
    ) unread on true
    left join lateral (
      select true as any from public.appointments a
      where a.service_request_id = r.id and a.needs_call and a.status in ('pending', 'in_progress')
      limit 1
    ) calls on true
    where (p_status is null or r.status = p_status)
      and private.console_matches(p_query, p.full_name, u.email::text, p.phone, r.title, r.reference)
      and (not coalesce(p_unread, false) or coalesce(unread.n, 0) > 0)
      and (not coalesce(p_needs_call, false) or coalesce(calls.any, false))
    order by r.created_at desc;
end
$$;

create or replace function public.admin_search_requests(
  p_status text default null, p_query text default null, p_unread boolean default false, p_needs_call boolean default false
)
returns table (
  id uuid, user_id uuid, reference integer, title text, description text, service_type text, status text,
  technician text, created_at timestamptz, updated_at timestamptz,
  customer_name text, customer_email text, customer_phone text, unread integer, needs_call boolean
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_search_requests(p_status, p_query, p_unread, p_needs_call)
$$;

-- Appointments for the console's list (admin_list_appointments' rows): a
-- search over the customer and the linked request, optionally one status and
-- "needs a call" (open ones only), from p_from on, soonest first.
create or replace function private.admin_search_appointments(p_from timestamptz, p_query text, p_status text, p_needs_call boolean)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text, customer_phone text, needs_call boolean, booked_by_staff boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select l.*
  from private.admin_list_appointments(p_from, null) l
  left join public.service_requests r on r.id = l.service_request_id
  where (p_status is null or l.status = p_status)
    and (not coalesce(p_needs_call, false) or (l.needs_call and l.status in ('pending', 'in_progress')))
    and private.console_matches(p_query, l.customer_name, l.customer_email, l.customer_phone, r.title, r.reference)
  order by l.appointment_date
$$;

create or replace function public.admin_search_appointments(
  p_from timestamptz default null, p_query text default null, p_status text default null, p_needs_call boolean default false
)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text, customer_phone text, needs_call boolean, booked_by_staff boolean
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_search_appointments(p_from, p_query, p_status, p_needs_call)
$$;

revoke all on function
  private.console_matches(text, text, text, text, text, integer),
  private.admin_search_requests(text, text, boolean, boolean),
  public.admin_search_requests(text, text, boolean, boolean),
  private.admin_search_appointments(timestamptz, text, text, boolean),
  public.admin_search_appointments(timestamptz, text, text, boolean)
from public, anon, authenticated;
grant execute on function
  private.console_matches(text, text, text, text, text, integer),
  private.admin_search_requests(text, text, boolean, boolean),
  public.admin_search_requests(text, text, boolean, boolean),
  private.admin_search_appointments(timestamptz, text, text, boolean),
  public.admin_search_appointments(timestamptz, text, text, boolean)
to authenticated, service_role;
