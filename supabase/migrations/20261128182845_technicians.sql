-- Technicians from the staff list (docs/scheduling.md, "Technicians").
--
-- 1. public.staff_profiles: a staff account's display name and colour (one of
--    lib/rules/business-rules.ts TECHNICIAN_COLOURS), each written by its own
--    staff member; only a staff account may have one.
-- 2. service_requests.technician_id and appointments.technician_id: the one
--    technician assigned, a staff profile. The database checks the assignee is
--    a staff account (CN003) and that only staff assign (insufficient
--    privilege), whatever the browser sends. A visit booked for a request
--    starts with the request's technician.
--    service_requests.technician, which staff typed before, is now the
--    assigned technician's display name, kept here from technician_id (and
--    renamed with the profile): customers and their emails read the name,
--    and never the staff list. Existing staff accounts get a profile (their
--    full name or email's first part), and a request whose typed name is one
--    of those is assigned to that account; any other typed name stays as the
--    request's text until someone is assigned.
-- 3. public.calendar_feeds: each technician's iCal feed, a random token of
--    which only the SHA-256 is stored. issue_calendar_feed() returns a new
--    token (replacing the old), revoke_calendar_feed() deletes it, and
--    calendar_feed(token), for the server only, returns the visits assigned
--    to its technician (PT404 for a token that is unknown or revoked).

-- 1. Staff profiles ------------------------------------------------------------

create or replace function private.is_staff_account(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from auth.users u where u.id = p_user_id and u.raw_app_meta_data ->> 'role' = 'staff')
$$;

create table public.staff_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null check (char_length(display_name) between 1 and 60 and display_name = pg_catalog.btrim(display_name)),
  colour text not null check (colour in ('blue', 'green', 'purple', 'orange', 'rose', 'teal', 'amber', 'slate')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function private.staff_profiles_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_staff_account(new.user_id) then
    raise exception 'Only a staff account can be a technician' using errcode = 'CN003';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

create trigger staff_profiles_before_write
  before insert or update on public.staff_profiles
  for each row execute function private.staff_profiles_before_write();

alter table public.staff_profiles enable row level security;
revoke all on public.staff_profiles from anon, authenticated;
grant select, insert (user_id, display_name, colour), update (display_name, colour) on public.staff_profiles to authenticated;
grant all on public.staff_profiles to service_role;

create policy staff_profiles_select_staff on public.staff_profiles
  for select to authenticated using ((select public.is_staff()));
create policy staff_profiles_insert_own on public.staff_profiles
  for insert to authenticated with check (user_id = (select auth.uid()) and (select public.is_staff()));
create policy staff_profiles_update_own on public.staff_profiles
  for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_staff()))
  with check (user_id = (select auth.uid()) and (select public.is_staff()));

-- The caller's own profile, created or changed in one call.
create function public.save_staff_profile(p_display_name text, p_colour text)
returns public.staff_profiles
language plpgsql
set search_path = ''
as $$
declare
  v_row public.staff_profiles;
begin
  perform private.require_staff();
  insert into public.staff_profiles as s (user_id, display_name, colour)
  values ((select auth.uid()), pg_catalog.btrim(p_display_name), p_colour)
  on conflict (user_id) do update set display_name = excluded.display_name, colour = excluded.colour
  returning s.* into v_row;
  return v_row;
end
$$;
revoke all on function public.save_staff_profile(text, text) from public, anon;
grant execute on function public.save_staff_profile(text, text) to authenticated, service_role;

-- 2. Assignment -----------------------------------------------------------------

alter table public.service_requests
  add column technician_id uuid references public.staff_profiles (user_id) on delete set null;
create index service_requests_technician_id_idx on public.service_requests (technician_id);

alter table public.appointments
  add column technician_id uuid references public.staff_profiles (user_id) on delete set null;
create index appointments_technician_id_appointment_date_idx on public.appointments (technician_id, appointment_date);

revoke update (technician) on public.service_requests from authenticated;
grant update (technician_id) on public.service_requests to authenticated;
grant update (technician_id) on public.appointments to authenticated;

-- The display name of a staff profile (null for none), for the triggers of callers who cannot read the list.
create or replace function private.technician_name(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.display_name from public.staff_profiles p where p.user_id = p_user_id
$$;

-- Who may set technician_id to what: staff (or the server), and only a staff account.
create or replace function private.check_technician_assignment(p_technician_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not public.is_staff() then
    raise exception 'Only staff assign technicians' using errcode = 'insufficient_privilege';
  end if;
  if p_technician_id is not null and not private.is_staff_account(p_technician_id) then
    raise exception 'The technician must be a staff account' using errcode = 'CN003';
  end if;
end
$$;

create or replace function private.service_requests_technician()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.technician_id is null then
    return new;
  end if;
  perform private.check_technician_assignment(new.technician_id);
  new.technician := private.technician_name(new.technician_id);
  return new;
end
$$;

create trigger service_requests_technician
  before insert or update of technician_id on public.service_requests
  for each row execute function private.service_requests_technician();

create or replace function private.appointments_technician()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and new.technician_id is null then
    if new.service_request_id is not null then
      new.technician_id := private.request_technician(new.service_request_id);
    end if;
    return new;
  end if;
  perform private.check_technician_assignment(new.technician_id);
  return new;
end
$$;

create or replace function private.request_technician(p_request_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.technician_id from public.service_requests r where r.id = p_request_id
$$;

create trigger appointments_technician
  before insert or update of technician_id on public.appointments
  for each row execute function private.appointments_technician();

-- A renamed technician's requests show the new name.
create or replace function private.staff_profiles_rename()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.service_requests r set technician = new.display_name
  where r.technician_id = new.user_id and r.technician is distinct from new.display_name;
  return null;
end
$$;

create trigger staff_profiles_rename
  after update of display_name on public.staff_profiles
  for each row when (old.display_name is distinct from new.display_name)
  execute function private.staff_profiles_rename();

revoke all on function private.is_staff_account(uuid), private.staff_profiles_before_write(), private.technician_name(uuid),
  private.check_technician_assignment(uuid), private.service_requests_technician(), private.appointments_technician(),
  private.request_technician(uuid), private.staff_profiles_rename()
  from public, anon, authenticated;
grant execute on function private.is_staff_account(uuid), private.technician_name(uuid), private.check_technician_assignment(uuid),
  private.request_technician(uuid)
  to authenticated, service_role;

-- The request's status alone now; the technician has its own function.
drop function public.set_request_status(uuid, text, text, text);
create function public.set_request_status(p_request_id uuid, p_status text, p_reason text default null)
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
      cancel_reason = case when p_status = 'cancelled' and r.status <> 'cancelled' then p_reason else r.cancel_reason end
  where r.id = p_request_id
  returning r.* into v_row;
  if not found then
    raise exception 'Service request not found' using errcode = 'PT404';
  end if;
  return v_row;
end
$$;
revoke all on function public.set_request_status(uuid, text, text) from public, anon;
grant execute on function public.set_request_status(uuid, text, text) to authenticated, service_role;

-- Assign a request to a technician (null: unassigned).
create function public.assign_request_technician(p_request_id uuid, p_technician_id uuid default null)
returns public.service_requests
language plpgsql
set search_path = ''
as $$
declare
  v_row public.service_requests;
begin
  perform private.require_staff();
  update public.service_requests r set technician_id = p_technician_id
  where r.id = p_request_id
  returning r.* into v_row;
  if not found then
    raise exception 'Service request not found' using errcode = 'PT404';
  end if;
  return v_row;
end
$$;
revoke all on function public.assign_request_technician(uuid, uuid) from public, anon;
grant execute on function public.assign_request_technician(uuid, uuid) to authenticated, service_role;

-- Assign a visit to a technician (null: unassigned).
create function public.assign_appointment_technician(p_appointment_id uuid, p_technician_id uuid default null)
returns public.appointments
language plpgsql
set search_path = ''
as $$
declare
  v_row public.appointments;
begin
  perform private.require_staff();
  update public.appointments a set technician_id = p_technician_id
  where a.id = p_appointment_id
  returning a.* into v_row;
  if not found then
    raise exception 'Appointment not found' using errcode = 'PT404';
  end if;
  return v_row;
end
$$;
revoke all on function public.assign_appointment_technician(uuid, uuid) from public, anon;
grant execute on function public.assign_appointment_technician(uuid, uuid) to authenticated, service_role;

-- Existing staff accounts become technicians; typed names that are theirs become assignments.
insert into public.staff_profiles (user_id, display_name, colour)
select u.id,
       pg_catalog.left(pg_catalog.btrim(coalesce(nullif(pg_catalog.btrim(p.full_name), ''), pg_catalog.split_part(u.email, '@', 1), 'Staff')), 60),
       (array['blue', 'green', 'purple', 'orange', 'rose', 'teal', 'amber', 'slate'])[(pg_catalog.row_number() over (order by u.created_at, u.id) - 1) % 8 + 1]
from auth.users u
left join public.profiles p on p.id = u.id
where u.raw_app_meta_data ->> 'role' = 'staff';

update public.service_requests r set technician_id = s.user_id
from public.staff_profiles s
where pg_catalog.lower(r.technician) = pg_catalog.lower(s.display_name)
  and (select count(*) from public.staff_profiles d where pg_catalog.lower(d.display_name) = pg_catalog.lower(s.display_name)) = 1;

update public.appointments a set technician_id = r.technician_id
from public.service_requests r
where r.id = a.service_request_id and r.technician_id is not null;

-- 3. Calendar feeds ------------------------------------------------------------

create table public.calendar_feeds (
  user_id uuid primary key references public.staff_profiles (user_id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

alter table public.calendar_feeds enable row level security;
revoke all on public.calendar_feeds from anon, authenticated;
grant select (user_id, created_at) on public.calendar_feeds to authenticated;
grant all on public.calendar_feeds to service_role;

create policy calendar_feeds_select_own on public.calendar_feeds
  for select to authenticated using (user_id = (select auth.uid()));

create or replace function private.calendar_token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(p_token, 'UTF8')), 'hex')
$$;

-- A new token for the caller's feed (the old one stops working); the caller needs a staff profile.
create or replace function private.issue_calendar_feed()
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_token text;
begin
  if not public.is_staff() or v_user is null then
    raise exception 'Staff only' using errcode = 'insufficient_privilege';
  end if;
  if not exists (select 1 from public.staff_profiles s where s.user_id = v_user) then
    raise exception 'Save your technician profile first' using errcode = 'CN004';
  end if;
  v_token := pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into public.calendar_feeds (user_id, token_hash) values (v_user, private.calendar_token_hash(v_token))
  on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = pg_catalog.now();
  return v_token;
end
$$;

create or replace function private.revoke_calendar_feed()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_staff() then
    raise exception 'Staff only' using errcode = 'insufficient_privilege';
  end if;
  delete from public.calendar_feeds f where f.user_id = (select auth.uid());
end
$$;

create function public.issue_calendar_feed()
returns text
language sql
set search_path = ''
as $$ select private.issue_calendar_feed() $$;

create function public.revoke_calendar_feed()
returns void
language sql
set search_path = ''
as $$ select private.revoke_calendar_feed() $$;

revoke all on function private.calendar_token_hash(text), private.issue_calendar_feed(), private.revoke_calendar_feed()
  from public, anon, authenticated;
grant execute on function private.issue_calendar_feed(), private.revoke_calendar_feed() to authenticated;
grant execute on function private.calendar_token_hash(text) to service_role;
revoke all on function public.issue_calendar_feed(), public.revoke_calendar_feed() from public, anon;
grant execute on function public.issue_calendar_feed(), public.revoke_calendar_feed() to authenticated;

-- The feed's visits: the token's technician's, not cancelled, from 60 days ago
-- on. Only the server calls it (the feed's route, with the service role).
create function public.calendar_feed(p_token text)
returns table (
  id uuid, appointment_date timestamptz, duration integer, service_id bigint, service_name text,
  status text, revision integer, customer_name text, service_request_id uuid, reference integer,
  technician_name text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user uuid;
begin
  select f.user_id into v_user from public.calendar_feeds f where f.token_hash = private.calendar_token_hash(p_token);
  if v_user is null then
    raise exception 'Calendar feed not found' using errcode = 'PT404';
  end if;
  return query
    select a.id, a.appointment_date, a.duration, a.service_id, a.service_name, a.status, a.revision,
           pr.full_name, a.service_request_id, r.reference, s.display_name
    from public.appointments a
    join public.staff_profiles s on s.user_id = a.technician_id
    left join public.profiles pr on pr.id = a.user_id
    left join public.service_requests r on r.id = a.service_request_id
    where a.technician_id = v_user and a.status <> 'cancelled'
      and a.appointment_date >= pg_catalog.now() - interval '60 days'
    order by a.appointment_date;
end
$$;
revoke all on function public.calendar_feed(text) from public, anon, authenticated;
grant execute on function public.calendar_feed(text) to service_role;
