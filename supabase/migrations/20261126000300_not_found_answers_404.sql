-- "Not found" answers 404, not 500. PostgREST maps SQLSTATE class P0 (and
-- so no_data_found, P0002) to HTTP 500, as if the server had failed, while a
-- PTnnn code is answered with status nnn (the local stack does the same:
-- supabase/local/rest/errors.ts). Every function that reports a missing row
-- raises PT404; the app maps that code to its "not found" message.
-- Found by tests/stack/fuzz-rest.test.ts: cancel_appointment(null) was a 500.

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
    raise exception 'Appointment not found' using errcode = 'PT404';
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
    raise exception 'Service request not found' using errcode = 'PT404';
  end if;
  return v_row;
end
$$;
