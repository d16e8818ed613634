-- Booking guards, each refused with its own SQLSTATE (the app maps the code,
-- lib/business-rules.ts DB_ERROR_CODES):
--  - WB002: a start after the booking horizon (today plus horizonDays, on the
--    shop's calendar), so nobody books years ahead.
--  - WB003: an account already holding maxUpcoming pending / in-progress
--    appointments that have not ended, so one account cannot hold the calendar.
--  - WB004: schedule_appointment by an account whose email is not confirmed.
-- The first two sit in an insert trigger, so they hold for every insert that
-- comes through the API, schedule_appointment or a direct insert by any role
-- (only a session outside the API, the owner's own SQL with no request
-- headers, is not limited, as it is not held to the slot rules either); the
-- trigger's name sorts after
-- appointments_serialize_writes, so it counts only after taking the booking
-- lock and concurrent bookings of one account see each other. The email check
-- is on the customer's booking function only; other paths are unaffected.

-- Same values in lib/business-rules.ts (BOOKING_LIMITS).
create or replace function public.booking_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"horizonDays": 90, "maxUpcoming": 3}'::jsonb
$$;

create or replace function private.appointments_within_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limits jsonb := public.booking_limits();
  v_zone text := public.business_time_zone();
  v_last_day date := (pg_catalog.now() at time zone v_zone)::date + (v_limits ->> 'horizonDays')::int;
begin
  if nullif(pg_catalog.current_setting('request.headers', true), '') is null then
    return new;
  end if;
  if (new.appointment_date at time zone v_zone)::date > v_last_day then
    raise exception 'Appointments can be booked at most % days ahead', v_limits ->> 'horizonDays'
      using errcode = 'WB002', detail = pg_catalog.format('The last bookable day is %s.', v_last_day);
  end if;
  if new.status in ('pending', 'in_progress') and (
    select count(*) from public.appointments a
    where a.user_id = new.user_id and a.status in ('pending', 'in_progress') and a.ends_at > pg_catalog.now()
  ) >= (v_limits ->> 'maxUpcoming')::int then
    raise exception 'At most % upcoming appointments per customer', v_limits ->> 'maxUpcoming'
      using errcode = 'WB003', hint = 'Cancel an upcoming appointment or wait until one has taken place.';
  end if;
  return new;
end
$$;

create trigger appointments_within_limits
  before insert on public.appointments
  for each row execute function private.appointments_within_limits();

-- Whether the caller's account has a confirmed email (auth.users is not
-- readable by the API roles, hence definer rights).
create or replace function private.caller_email_confirmed()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from auth.users u where u.id = auth.uid() and u.email_confirmed_at is not null)
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
    raise exception 'Authentication required' using errcode = 'insufficient_privilege';
  end if;
  if not private.caller_email_confirmed() then
    raise exception 'Email address not confirmed' using errcode = 'WB004',
      hint = 'Confirm the email address with the link sent to it, then book.';
  end if;
  return private.schedule_appointment(p_service_id, p_appointment_date, p_issue_description, p_service_request_id);
end
$$;

revoke all on function public.booking_limits(), private.appointments_within_limits(), private.caller_email_confirmed()
  from public, anon, authenticated;
grant execute on function public.booking_limits() to anon, authenticated, service_role;
grant execute on function private.caller_email_confirmed() to authenticated, service_role;
