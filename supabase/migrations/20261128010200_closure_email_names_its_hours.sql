-- The closure email names the hours of a part-day closure. It used to read
-- every closure as a whole day ("we're closed on Friday") even when the shop
-- closes only in the afternoon. add_closure now adds the closure's hours to
-- the email's payload ("14:00" and "17:00"; null for a whole day); the rest
-- of the function is unchanged.

create or replace function private.add_closure(
  p_starts_on date,
  p_ends_on date,
  p_closed_from time,
  p_closed_until time,
  p_reason_en text,
  p_reason_es text,
  p_confirmed boolean
)
returns public.closures
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.closures;
  v_conflict record;
  v_count integer;
begin
  perform private.require_staff();
  if p_starts_on is null or p_ends_on is null
    or p_starts_on < (pg_catalog.now() at time zone public.business_time_zone())::date then
    raise exception 'A closure starts today or later' using errcode = 'invalid_parameter_value';
  end if;
  select count(*) into v_count from private.closure_conflicts(p_starts_on, p_ends_on, p_closed_from, p_closed_until);
  if v_count > 0 and not coalesce(p_confirmed, false) then
    raise exception '% open appointments fall in this closure', v_count using errcode = 'BK008', detail = v_count::text,
      hint = 'List them with closure_conflicts and call again with p_confirmed.';
  end if;
  insert into public.closures (starts_on, ends_on, closed_from, closed_until, reason_en, reason_es)
  values (p_starts_on, p_ends_on, p_closed_from, p_closed_until,
          pg_catalog.btrim(coalesce(p_reason_en, '')), pg_catalog.btrim(coalesce(p_reason_es, '')))
  returning * into v_row;
  -- Rows first, then the booking lock (the first update takes it), as a
  -- move or a cancellation does: the other order could deadlock with them.
  perform 1 from public.appointments a
  where a.id in (select c.id from private.closure_conflicts(p_starts_on, p_ends_on, p_closed_from, p_closed_until) c)
  order by a.id
  for update;
  for v_conflict in
    select c.id from private.closure_conflicts(p_starts_on, p_ends_on, p_closed_from, p_closed_until) c
  loop
    update public.appointments a set needs_call = true where a.id = v_conflict.id;
    perform private.void_reminders(v_conflict.id);
    perform private.queue_notification('appointment_closure', a.user_id,
      private.appointment_payload(a) || pg_catalog.jsonb_build_object(
        'closure_reason_en', v_row.reason_en, 'closure_reason_es', v_row.reason_es,
        'closed_from', pg_catalog.to_char(v_row.closed_from, 'HH24:MI'),
        'closed_until', pg_catalog.to_char(v_row.closed_until, 'HH24:MI')),
      'appointment_closure:' || a.id || ':' || v_row.id)
    from public.appointments a where a.id = v_conflict.id;
  end loop;
  return v_row;
end
$$;
