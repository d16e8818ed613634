-- Staff add next year's federal holidays with one click. The console called
-- add_closure once per day, so a failure part-way kept the days before it.
-- add_closures adds a list of closures in one transaction, each through
-- add_closure (the same checks, flags and emails): all of them, or none when
-- any is refused (a BK008 for unconfirmed conflicts included).

create function public.add_closures(p_closures jsonb, p_confirmed boolean default false)
returns setof public.closures
language plpgsql
set search_path = ''
as $$
declare
  v_closure record;
begin
  for v_closure in
    select * from pg_catalog.jsonb_to_recordset(p_closures)
      as c(starts_on date, ends_on date, closed_from time, closed_until time, reason_en text, reason_es text)
  loop
    return next public.add_closure(v_closure.starts_on, v_closure.ends_on, v_closure.reason_en, v_closure.reason_es,
      v_closure.closed_from, v_closure.closed_until, p_confirmed);
  end loop;
end
$$;

revoke all on function public.add_closures(jsonb, boolean) from public, anon;
grant execute on function public.add_closures(jsonb, boolean) to authenticated, service_role;
