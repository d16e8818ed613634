-- Staff console helpers. Staff already read every request, appointment,
-- profile and approved-or-not review through RLS; these add what RLS cannot
-- give: customers' emails (auth.users) and the review email column. Each
-- refuses callers without the staff role. Status changes go through
-- set_request_status / update_appointment_status (or plain updates, which the
-- same triggers check). The service role (scripts) passes the staff check too.

create or replace function private.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (public.is_staff() or (select auth.role()) = 'service_role') then
    raise exception 'Staff only' using errcode = 'insufficient_privilege';
  end if;
end
$$;

-- Appointments starting in [p_from, p_to) (null = unbounded), soonest first.
create or replace function private.admin_list_appointments(p_from timestamptz, p_to timestamptz)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select a.id, a.user_id, a.service_id, a.service_name, a.appointment_date, a.ends_at, a.duration,
           a.issue_description, a.status, a.service_request_id, a.late_cancellation, a.created_at,
           p.full_name, u.email::text
    from public.appointments a
    left join public.profiles p on p.id = a.user_id
    left join auth.users u on u.id = a.user_id
    where (p_from is null or a.appointment_date >= p_from)
      and (p_to is null or a.appointment_date < p_to)
    order by a.appointment_date;
end
$$;

-- Every customer's requests (optionally one status), newest first.
create or replace function private.admin_list_requests(p_status text)
returns table (
  id uuid, user_id uuid, title text, description text, service_type text, status text,
  technician text, created_at timestamptz, updated_at timestamptz,
  customer_name text, customer_email text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select r.id, r.user_id, r.title, r.description, r.service_type, r.status, r.technician,
           r.created_at, r.updated_at, p.full_name, u.email::text
    from public.service_requests r
    left join public.profiles p on p.id = r.user_id
    left join auth.users u on u.id = r.user_id
    where p_status is null or r.status = p_status
    order by r.created_at desc;
end
$$;

-- Reviews with their emails (optionally only approved or unapproved), newest first.
create or replace function private.admin_list_reviews(p_approved boolean)
returns setof public.reviews
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select v.* from public.reviews v
    where p_approved is null or v.approved = p_approved
    order by v.created_at desc;
end
$$;

create or replace function public.admin_list_appointments(p_from timestamptz default null, p_to timestamptz default null)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_list_appointments(p_from, p_to)
$$;

create or replace function public.admin_list_requests(p_status text default null)
returns table (
  id uuid, user_id uuid, title text, description text, service_type text, status text,
  technician text, created_at timestamptz, updated_at timestamptz,
  customer_name text, customer_email text
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_list_requests(p_status)
$$;

create or replace function public.admin_list_reviews(p_approved boolean default null)
returns setof public.reviews
language sql
stable
set search_path = ''
as $$
  select * from private.admin_list_reviews(p_approved)
$$;

-- Moves a request (allowed moves only, checked by the table's trigger) and,
-- when p_technician is given, assigns it ('' clears it). Staff only.
create or replace function public.set_request_status(p_request_id uuid, p_status text, p_technician text default null)
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
      technician = case when p_technician is null then r.technician else nullif(pg_catalog.btrim(p_technician), '') end
  where r.id = p_request_id
  returning r.* into v_row;
  if not found then
    raise exception 'Service request not found' using errcode = 'no_data_found';
  end if;
  return v_row;
end
$$;

revoke all on function
  private.require_staff(),
  private.admin_list_appointments(timestamptz, timestamptz),
  private.admin_list_requests(text),
  private.admin_list_reviews(boolean),
  public.admin_list_appointments(timestamptz, timestamptz),
  public.admin_list_requests(text),
  public.admin_list_reviews(boolean),
  public.set_request_status(uuid, text, text)
from public, anon, authenticated;

grant execute on function
  private.require_staff(),
  private.admin_list_appointments(timestamptz, timestamptz),
  private.admin_list_requests(text),
  private.admin_list_reviews(boolean),
  public.admin_list_appointments(timestamptz, timestamptz),
  public.admin_list_requests(text),
  public.admin_list_reviews(boolean),
  public.set_request_status(uuid, text, text)
to authenticated, service_role;
