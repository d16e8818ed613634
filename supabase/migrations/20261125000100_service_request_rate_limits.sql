-- Service requests per account: at most a few an hour and a day, so one
-- account cannot flood the staff queue. Counted in the insert trigger, so the
-- REST API and the app get the same refusal: SQLSTATE WB001 (the app maps the
-- code, lib/business-rules.ts DB_ERROR_CODES). Applies to every role that
-- inserts; requests older than a day never count.

-- Limits per account. Same values in lib/business-rules.ts.
create or replace function public.service_request_rate_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"perHour": 5, "perDay": 20}'::jsonb
$$;

-- A new request is pending, unassigned, and stored trimmed, whatever was sent;
-- the owner's recent requests must stay under the limits.
create or replace function private.service_requests_before_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_limits jsonb := public.service_request_rate_limits();
  v_last_hour integer;
  v_last_day integer;
begin
  new.status := 'pending';
  new.technician := null;
  new.title := pg_catalog.btrim(new.title);
  new.description := pg_catalog.btrim(new.description);
  new.created_at := pg_catalog.now();
  new.updated_at := new.created_at;

  -- Serialise one account's inserts so concurrent ones count each other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('service_requests:' || new.user_id::text, 0));
  select count(*) filter (where r.created_at > pg_catalog.now() - interval '1 hour'), count(*)
    into v_last_hour, v_last_day
  from public.service_requests r
  where r.user_id = new.user_id and r.created_at > pg_catalog.now() - interval '1 day';
  if v_last_hour >= (v_limits ->> 'perHour')::int or v_last_day >= (v_limits ->> 'perDay')::int then
    raise exception 'Service request limit reached: at most % an hour and % a day',
      v_limits ->> 'perHour', v_limits ->> 'perDay'
      using errcode = 'WB001', hint = 'Try again later.';
  end if;
  return new;
end
$$;

revoke all on function public.service_request_rate_limits() from public, anon, authenticated;
grant execute on function public.service_request_rate_limits() to anon, authenticated, service_role;
