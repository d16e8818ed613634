-- Booking: schedule_appointment is the authority on the booking rules;
-- cancel_appointment / update_appointment_status change a status (customers may
-- only cancel their own); get_booked_slots lists a day's busy intervals for
-- anyone, without personal data. The API functions in `public` are
-- `security invoker`; the parts that need the owner's rights are in `private`.
-- Refusals the app maps by message: "Authentication required",
-- "violates foreign key constraint", "duplicate key".

-- Cancelling closer than this to the start is a late cancellation.
create or replace function public.late_cancellation_window()
returns interval
language sql
immutable
parallel safe
set search_path = ''
as $$
  select interval '24 hours'
$$;

create or replace function private.schedule_appointment(
  p_service_id bigint,
  p_appointment_date timestamptz,
  p_issue_description text,
  p_service_request_id uuid
)
returns public.appointments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_service public.services;
  v_local timestamp;
  v_result public.appointments;
begin
  if v_user is null then
    raise exception 'Authentication required' using errcode = 'insufficient_privilege';
  end if;
  select s.* into v_service from public.services s where s.id = p_service_id and s.active;
  if not found then
    raise exception 'insert or update on table "appointments" violates foreign key constraint "appointments_service_id_fkey"'
      using errcode = 'foreign_key_violation',
            detail = pg_catalog.format('Key (service_id)=(%s) is not a bookable service.', p_service_id);
  end if;
  if p_appointment_date is null then
    raise exception 'Appointment date and time are required' using errcode = 'invalid_parameter_value';
  end if;
  if p_appointment_date <= pg_catalog.now() then
    raise exception 'Appointment time must be in the future' using errcode = 'invalid_parameter_value';
  end if;
  v_local := p_appointment_date at time zone public.business_time_zone();
  if extract(isodow from v_local) > 5 then
    raise exception 'Appointments are available Monday to Friday only' using errcode = 'invalid_parameter_value';
  end if;
  if not (v_local::time = any (public.business_slots())) then
    raise exception 'Appointment time must be one of the available time slots' using errcode = 'invalid_parameter_value';
  end if;
  if v_local + pg_catalog.make_interval(mins => v_service.duration) > v_local::date + public.business_day_end() then
    raise exception 'Appointment would end after business hours' using errcode = 'invalid_parameter_value';
  end if;
  if p_service_request_id is not null and not exists (
    select 1 from public.service_requests r
    where r.id = p_service_request_id and r.user_id = v_user and r.status = 'approved'
  ) then
    raise exception 'Only your own approved service request can be scheduled' using errcode = 'invalid_parameter_value';
  end if;
  begin
    insert into public.appointments
      (user_id, service_id, service_name, appointment_date, duration, issue_description, status, service_request_id)
    values
      (v_user, v_service.id, v_service.name, p_appointment_date, v_service.duration,
       nullif(pg_catalog.btrim(p_issue_description), ''), 'pending', p_service_request_id)
    returning * into v_result;
  exception when exclusion_violation then
    raise exception 'duplicate key value violates unique constraint "appointments_no_overlap"'
      using errcode = 'unique_violation', detail = 'The requested time overlaps another appointment.';
  end;
  return v_result;
end
$$;

-- Customers may only cancel their own appointments; staff may set any allowed
-- status on any. A customer's own cancellation inside the window is flagged late.
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
  if p_status is null or p_status not in ('pending', 'in_progress', 'completed', 'cancelled') then
    raise exception 'Unknown appointment status: %', p_status using errcode = 'invalid_parameter_value';
  end if;
  select a.* into v_row from public.appointments a
  where a.id = p_appointment_id and (a.user_id = v_user or v_staff)
  for update;
  if not found then
    raise exception 'Appointment not found' using errcode = 'no_data_found';
  end if;
  if p_status <> 'cancelled' and not v_staff then
    raise exception 'Customers can only cancel appointments' using errcode = 'insufficient_privilege';
  end if;
  update public.appointments a
  set status = p_status,
      late_cancellation = a.late_cancellation or (
        p_status = 'cancelled' and a.status <> 'cancelled' and a.user_id = v_user
        and a.appointment_date < pg_catalog.now() + public.late_cancellation_window()
      )
  where a.id = p_appointment_id
  returning a.* into v_row;
  return v_row;
end
$$;

create or replace function private.booked_slots(p_date date)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select a.appointment_date, a.ends_at
  from public.appointments a
  where a.status <> 'cancelled'
    and tstzrange(a.appointment_date, a.ends_at) && tstzrange(
      p_date::timestamp at time zone public.business_time_zone(),
      (p_date + 1)::timestamp at time zone public.business_time_zone()
    )
  order by a.appointment_date
$$;

-- The API (the names and parameters the app calls).

create or replace function public.schedule_appointment(
  p_service_id bigint,
  p_service_name text,
  p_appointment_date timestamptz,
  p_duration integer default 60,
  p_issue_description text default null,
  p_service_request_id uuid default null
)
returns public.appointments
language plpgsql
set search_path = ''
as $$
begin
  -- Name and duration always come from the services row; the client's are ignored.
  if (select auth.uid()) is null then
    raise exception 'Authentication required' using errcode = 'insufficient_privilege';
  end if;
  return private.schedule_appointment(p_service_id, p_appointment_date, p_issue_description, p_service_request_id);
end
$$;

create or replace function public.cancel_appointment(appointment_id uuid)
returns public.appointments
language sql
set search_path = ''
as $$
  select * from private.set_appointment_status($1, 'cancelled')
$$;

create or replace function public.update_appointment_status(appointment_id uuid, new_status text)
returns public.appointments
language sql
set search_path = ''
as $$
  select * from private.set_appointment_status($1, $2)
$$;

-- The caller's appointments, soonest first. The argument is only there for the
-- app's call shape: another user's id still returns the caller's own rows.
create or replace function public.get_user_appointments(user_id uuid)
returns setof public.appointments
language sql
stable
set search_path = ''
as $$
  select a.* from public.appointments a
  where a.user_id = (select auth.uid())
  order by a.appointment_date
$$;

-- Busy intervals (not cancelled) touching one business-time-zone day.
create or replace function public.get_booked_slots(p_date date)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select b.starts_at, b.ends_at from private.booked_slots(p_date) b
$$;

revoke all on function
  public.late_cancellation_window(),
  private.schedule_appointment(bigint, timestamptz, text, uuid),
  private.set_appointment_status(uuid, text),
  private.booked_slots(date),
  public.schedule_appointment(bigint, text, timestamptz, integer, text, uuid),
  public.cancel_appointment(uuid),
  public.update_appointment_status(uuid, text),
  public.get_user_appointments(uuid),
  public.get_booked_slots(date)
from public, anon, authenticated;

grant execute on function public.late_cancellation_window(), public.get_booked_slots(date), private.booked_slots(date),
  public.schedule_appointment(bigint, text, timestamptz, integer, text, uuid)
  to anon, authenticated, service_role;
grant execute on function
  private.schedule_appointment(bigint, timestamptz, text, uuid),
  private.set_appointment_status(uuid, text),
  public.cancel_appointment(uuid),
  public.update_appointment_status(uuid, text),
  public.get_user_appointments(uuid)
  to authenticated, service_role;
