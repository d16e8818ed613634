-- The console's appointment list and search carry each visit's technician,
-- the estimate that covers it and its fee. The console read these in a second
-- query after the list (by the listed ids), a round trip that every week,
-- day and search view waited for before it could render.
-- New columns go last, so a caller that names its columns is unaffected.
drop function public.admin_search_appointments(timestamptz, text, text, boolean);
drop function private.admin_search_appointments(timestamptz, text, text, boolean);
drop function public.admin_list_appointments(timestamptz, timestamptz);
drop function private.admin_list_appointments(timestamptz, timestamptz);

create function private.admin_list_appointments(p_from timestamptz, p_to timestamptz)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text, customer_phone text, needs_call boolean, booked_by_staff boolean,
  technician_id uuid, covered_by_estimate_id uuid, fee_kind text, fee_cents bigint, fee_waiver_reason text
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
           p.full_name, u.email::text, p.phone, a.needs_call, coalesce(a.booked_by <> a.user_id, false),
           a.technician_id, a.covered_by_estimate_id, a.fee_kind, a.fee_cents, a.fee_waiver_reason
    from public.appointments a
    left join public.profiles p on p.id = a.user_id
    left join auth.users u on u.id = a.user_id
    where (p_from is null or a.appointment_date >= p_from)
      and (p_to is null or a.appointment_date < p_to)
    order by a.appointment_date;
end
$$;

create function public.admin_list_appointments(p_from timestamptz default null, p_to timestamptz default null)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text, customer_phone text, needs_call boolean, booked_by_staff boolean,
  technician_id uuid, covered_by_estimate_id uuid, fee_kind text, fee_cents bigint, fee_waiver_reason text
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_list_appointments(p_from, p_to)
$$;

-- Appointments for the console's list (admin_list_appointments' rows): a
-- search over the customer and the linked request, optionally one status and
-- "needs a call" (open ones only), from p_from on, soonest first.
create function private.admin_search_appointments(p_from timestamptz, p_query text, p_status text, p_needs_call boolean)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text, customer_phone text, needs_call boolean, booked_by_staff boolean,
  technician_id uuid, covered_by_estimate_id uuid, fee_kind text, fee_cents bigint, fee_waiver_reason text
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

create function public.admin_search_appointments(
  p_from timestamptz default null, p_query text default null, p_status text default null, p_needs_call boolean default false
)
returns table (
  id uuid, user_id uuid, service_id bigint, service_name text, appointment_date timestamptz,
  ends_at timestamptz, duration integer, issue_description text, status text,
  service_request_id uuid, late_cancellation boolean, created_at timestamptz,
  customer_name text, customer_email text, customer_phone text, needs_call boolean, booked_by_staff boolean,
  technician_id uuid, covered_by_estimate_id uuid, fee_kind text, fee_cents bigint, fee_waiver_reason text
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_search_appointments(p_from, p_query, p_status, p_needs_call)
$$;

revoke all on function
  private.admin_list_appointments(timestamptz, timestamptz),
  public.admin_list_appointments(timestamptz, timestamptz),
  private.admin_search_appointments(timestamptz, text, text, boolean),
  public.admin_search_appointments(timestamptz, text, text, boolean)
from public, anon, authenticated;
grant execute on function
  private.admin_list_appointments(timestamptz, timestamptz),
  public.admin_list_appointments(timestamptz, timestamptz),
  private.admin_search_appointments(timestamptz, text, text, boolean),
  public.admin_search_appointments(timestamptz, text, text, boolean)
to authenticated, service_role;
