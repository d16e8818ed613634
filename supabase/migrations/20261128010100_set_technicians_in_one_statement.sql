-- Staff save the technicians on duty for all five weekdays at once. The API
-- updates one set of values per request, so the console used to send five
-- updates, and a failure part-way left some days changed. This is the same
-- update, for every day in one statement: all days change, or none.
-- Security invoker: RLS decides as before (only staff update; anyone else
-- changes no row and gets 0 back).

create function public.set_technicians_on_duty(p_counts jsonb)
returns integer
language sql
security invoker
set search_path = ''
as $$
  with changed as (
    update public.technicians_on_duty t
    set technicians = c.technicians
    from pg_catalog.jsonb_to_recordset(p_counts) as c(isodow integer, technicians integer)
    where t.isodow = c.isodow
    returning t.isodow
  )
  select pg_catalog.count(*)::integer from changed
$$;

revoke all on function public.set_technicians_on_duty(jsonb) from public, anon;
grant execute on function public.set_technicians_on_duty(jsonb) to authenticated, service_role;
