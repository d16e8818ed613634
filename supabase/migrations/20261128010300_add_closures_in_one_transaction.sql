-- Staff add next year's federal holidays with one click. The console called
-- add_closure once per day, so a failure part-way kept the days before it.
-- add_closures adds a list of closures in one transaction, each through
-- add_closure (the same checks, flags and emails): all of them, or none when
-- any is refused (a BK008 for unconfirmed conflicts included).
--
-- Lock order: add_closure locks the appointments it flags, then takes the
-- booking lock with its first update, as a cancellation or a move does. In a
-- batch the first day's update would take the booking lock before a later
-- day's rows are locked, and a customer moving one of those would deadlock
-- with it; so every appointment of every closure is locked first.

create function private.add_closures(p_closures jsonb, p_confirmed boolean)
returns setof public.closures
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_closure record;
begin
  perform private.require_staff();
  perform 1 from public.appointments a
  where a.id in (
    select c.id
    from pg_catalog.jsonb_to_recordset(p_closures) as x(starts_on date, ends_on date, closed_from time, closed_until time),
      lateral private.closure_conflicts(x.starts_on, x.ends_on, x.closed_from, x.closed_until) c
  )
  order by a.id
  for update;
  for v_closure in
    select * from pg_catalog.jsonb_to_recordset(p_closures)
      as c(starts_on date, ends_on date, closed_from time, closed_until time, reason_en text, reason_es text)
  loop
    return next private.add_closure(v_closure.starts_on, v_closure.ends_on, v_closure.closed_from, v_closure.closed_until,
      v_closure.reason_en, v_closure.reason_es, p_confirmed);
  end loop;
end
$$;

create function public.add_closures(p_closures jsonb, p_confirmed boolean default false)
returns setof public.closures
language sql
set search_path = ''
as $$
  select * from private.add_closures(p_closures, coalesce(p_confirmed, false))
$$;

revoke all on function private.add_closures(jsonb, boolean), public.add_closures(jsonb, boolean) from public, anon;
grant execute on function private.add_closures(jsonb, boolean), public.add_closures(jsonb, boolean) to authenticated, service_role;
