-- The device a request is about (docs/product.md, "Service requests"):
-- its kind, make, model, serial, what was left with it, its condition and how
-- the technician may sign in to it. The customer may fill what they know when
-- filing; staff complete it at drop-off through save_request_intake.
--
-- A sign-in passcode lives apart, in public.request_passcodes, which only
-- staff can read or write (no customer policy, and no column of it on
-- service_requests), and the database deletes it in the same transaction
-- that completes or cancels the request; a closed request takes none.

alter table public.service_requests
  add column device_kind text check (device_kind in ('laptop', 'desktop', 'phone', 'tablet', 'printer', 'network', 'other')),
  add column device_make text check (char_length(device_make) between 1 and 60),
  add column device_model text check (char_length(device_model) between 1 and 80),
  add column device_serial text check (char_length(device_serial) between 1 and 60),
  add column device_left_with text check (char_length(device_left_with) between 1 and 200),
  add column device_condition text check (char_length(device_condition) between 1 and 500),
  add column device_access text check (device_access in ('none', 'customer_present', 'passcode'));

-- The customer may describe the device when filing; sign-in is settled at the counter.
grant insert (device_kind, device_make, device_model, device_serial, device_left_with, device_condition)
  on public.service_requests to authenticated;

-- Device text is stored trimmed, an empty one as null, whoever writes it.
create or replace function private.service_requests_trim_device()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.device_make := nullif(pg_catalog.btrim(new.device_make), '');
  new.device_model := nullif(pg_catalog.btrim(new.device_model), '');
  new.device_serial := nullif(pg_catalog.btrim(new.device_serial), '');
  new.device_left_with := nullif(pg_catalog.btrim(new.device_left_with), '');
  new.device_condition := nullif(pg_catalog.btrim(new.device_condition), '');
  return new;
end
$$;
revoke all on function private.service_requests_trim_device() from public, anon, authenticated;

create trigger service_requests_trim_device
  before insert or update of device_make, device_model, device_serial, device_left_with, device_condition on public.service_requests
  for each row execute function private.service_requests_trim_device();

create table public.request_passcodes (
  request_id uuid primary key references public.service_requests (id) on delete cascade,
  passcode text not null check (char_length(passcode) between 1 and 64),
  updated_at timestamptz not null default now()
);

alter table public.request_passcodes enable row level security;
revoke all on public.request_passcodes from public, anon, authenticated;
grant select on public.request_passcodes to authenticated;
grant all on public.request_passcodes to service_role;

create policy request_passcodes_select_staff on public.request_passcodes
  for select to authenticated
  using ((select public.is_staff()));

-- A passcode is taken only for an open request (CN005), whoever writes it.
create or replace function private.request_passcodes_open_request()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.service_requests r where r.id = new.request_id and r.status in ('completed', 'cancelled')) then
    raise exception 'A completed or cancelled request keeps no passcode' using errcode = 'CN005';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end
$$;
revoke all on function private.request_passcodes_open_request() from public, anon, authenticated;

create trigger request_passcodes_open_request
  before insert or update on public.request_passcodes
  for each row execute function private.request_passcodes_open_request();

-- Closing the job forgets its passcode, in the closing transaction.
create or replace function private.service_requests_forget_passcode()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.request_passcodes where request_id = new.id;
  return null;
end
$$;
revoke all on function private.service_requests_forget_passcode() from public, anon, authenticated;

create trigger service_requests_forget_passcode
  after update of status on public.service_requests
  for each row when (new.status in ('completed', 'cancelled') and old.status is distinct from new.status)
  execute function private.service_requests_forget_passcode();

-- Staff record the device at drop-off: every device field as given (one
-- left out clears it) and how the technician may sign in. With 'passcode' a
-- non-empty p_passcode replaces the stored one and an empty one keeps it;
-- any other way of signing in deletes it. Refuses anyone but staff (42501),
-- an unknown request (PT404) and a passcode for a closed request (CN005).
create or replace function private.save_request_intake(
  p_request_id uuid,
  p_access text,
  p_kind text,
  p_make text,
  p_model text,
  p_serial text,
  p_left_with text,
  p_condition text,
  p_passcode text
)
returns public.service_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.service_requests;
  v_passcode text := nullif(pg_catalog.btrim(p_passcode), '');
begin
  if not public.is_staff() then
    raise exception 'Only staff record a device at drop-off' using errcode = '42501';
  end if;
  update public.service_requests
     set device_kind = p_kind, device_make = p_make, device_model = p_model, device_serial = p_serial,
         device_left_with = p_left_with, device_condition = p_condition, device_access = p_access
   where id = p_request_id
  returning * into v_row;
  if not found then
    raise exception 'No such request' using errcode = 'PT404';
  end if;
  if p_access = 'passcode' then
    if v_passcode is not null then
      insert into public.request_passcodes (request_id, passcode) values (p_request_id, v_passcode)
      on conflict (request_id) do update set passcode = excluded.passcode;
    end if;
  else
    delete from public.request_passcodes where request_id = p_request_id;
  end if;
  return v_row;
end
$$;

create or replace function public.save_request_intake(
  p_request_id uuid,
  p_access text,
  p_kind text default null,
  p_make text default null,
  p_model text default null,
  p_serial text default null,
  p_left_with text default null,
  p_condition text default null,
  p_passcode text default null
)
returns public.service_requests
language sql
set search_path = ''
as $$
  select * from private.save_request_intake(p_request_id, p_access, p_kind, p_make, p_model, p_serial, p_left_with, p_condition, p_passcode)
$$;
revoke all on function private.save_request_intake(uuid, text, text, text, text, text, text, text, text),
  public.save_request_intake(uuid, text, text, text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function private.save_request_intake(uuid, text, text, text, text, text, text, text, text),
  public.save_request_intake(uuid, text, text, text, text, text, text, text, text) to authenticated, service_role;
