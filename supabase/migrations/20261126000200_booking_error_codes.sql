-- Booking refusals by code, not by message text.
--
-- schedule_appointment used to raise imitations of PostgreSQL's own messages
-- ("... violates foreign key constraint ...", "duplicate key value violates
-- unique constraint ...") so that the app could find substrings in them. It
-- now raises each refusal the booking form tells apart with a SQLSTATE of its
-- own, in class BK (PostgreSQL's own classes start with a digit or are F0, HV,
-- P0 or XX, so BK can never be one of its errors; PostgREST's are PGRST and
-- PT), and the app maps error.code alone
-- (lib/booking/errors.ts BOOKING_ERROR_CODES, same values):
--   BK001  nobody signed in                        ("Authentication required")
--   BK002  the service is unknown or not bookable  (was a fake 23503)
--   BK003  the time overlaps an appointment that is not cancelled
--          (the exclusion constraint's 23P01, was turned into a fake 23505)
-- The messages are plain English for logs and SQL users; nothing matches on them.
-- Unchanged: the guards of 20261125000300 (WB002 horizon, WB003 upcoming
-- cap, WB004 unconfirmed email) and the rules the form enforces before
-- sending (past, weekday, slot, end of day, the linked request), which stay
-- invalid_parameter_value (22023) and show the generic text.
--
-- Same signatures, same rules, same order of checks; create or replace keeps
-- the grants of 20261122000600.

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
    raise exception 'Authentication required' using errcode = 'BK001';
  end if;
  select s.* into v_service from public.services s where s.id = p_service_id and s.active;
  if not found then
    raise exception 'Service % is not a bookable service', p_service_id using errcode = 'BK002';
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
    raise exception 'The requested time overlaps another appointment' using errcode = 'BK003';
  end;
  return v_result;
end
$$;

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
    raise exception 'Authentication required' using errcode = 'BK001';
  end if;
  if not private.caller_email_confirmed() then
    raise exception 'Email address not confirmed' using errcode = 'WB004',
      hint = 'Confirm the email address with the link sent to it, then book.';
  end if;
  return private.schedule_appointment(p_service_id, p_appointment_date, p_issue_description, p_service_request_id);
end
$$;
