-- service_requests: customers file them (always pending) and read their own;
-- staff read all, move them pending -> approved -> in_progress -> completed
-- (or cancel any that is not final) and assign a technician.

create table public.service_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 5 and 100),
  description text not null check (char_length(btrim(description)) between 20 and 5000),
  service_type text not null check (service_type in (
    'computerRepair', 'networkSetup', 'softwareInstallation', 'dataRecovery', 'techConsultation',
    'websiteDevelopment', 'hardwareUpgrade', 'virusRemoval', 'cloudServices', 'other'
  )),
  status text not null default 'pending'
    check (status in ('pending', 'approved', 'in_progress', 'completed', 'cancelled')),
  technician text check (char_length(technician) between 1 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index service_requests_user_id_created_at_idx on public.service_requests (user_id, created_at desc);
create index service_requests_status_created_at_idx on public.service_requests (status, created_at desc);

-- The allowed status moves; staying put is always allowed (e.g. only the technician changes).
create or replace function public.request_status_transition_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_from = p_to
    or (p_from, p_to) in (('pending', 'approved'), ('approved', 'in_progress'), ('in_progress', 'completed'))
    or (p_to = 'cancelled' and p_from in ('pending', 'approved', 'in_progress'))
$$;

-- A new request is pending, unassigned, and stored trimmed, whatever was sent.
create or replace function private.service_requests_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'pending';
  new.technician := null;
  new.title := pg_catalog.btrim(new.title);
  new.description := pg_catalog.btrim(new.description);
  new.created_at := pg_catalog.now();
  new.updated_at := new.created_at;
  return new;
end
$$;

create or replace function private.service_requests_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.request_status_transition_allowed(old.status, new.status) then
    raise exception 'Invalid status transition from % to %', old.status, new.status
      using errcode = 'check_violation', hint = 'Requests move pending -> approved -> in_progress -> completed, or to cancelled.';
  end if;
  new.technician := nullif(pg_catalog.btrim(new.technician), '');
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

revoke all on function public.request_status_transition_allowed(text, text),
  private.service_requests_before_insert(), private.service_requests_before_update()
  from public, anon, authenticated;
grant execute on function public.request_status_transition_allowed(text, text) to anon, authenticated, service_role;

create trigger service_requests_before_insert
  before insert on public.service_requests
  for each row execute function private.service_requests_before_insert();

create trigger service_requests_before_update
  before update on public.service_requests
  for each row execute function private.service_requests_before_update();

alter table public.service_requests enable row level security;

revoke all on public.service_requests from anon, authenticated;
grant select on public.service_requests to authenticated;
-- status is accepted on insert because the app sends "pending"; the trigger forces it.
grant insert (user_id, title, description, service_type, status) on public.service_requests to authenticated;
-- Only staff pass the update policy; the trigger checks the move.
grant update (status, technician) on public.service_requests to authenticated;
grant all on public.service_requests to service_role;

create policy service_requests_select_own_or_staff on public.service_requests
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_staff()));

create policy service_requests_insert_own on public.service_requests
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy service_requests_update_staff on public.service_requests
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));
