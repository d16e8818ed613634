-- The service request detail screen tells "not found" from "access denied"
-- although RLS hides other customers' rows from the caller.
-- This answers only whether a request with that id exists; nothing else about
-- it leaves the database. Same shape as the other functions: an invoker
-- function in `public` (the API) over a definer one in `private`.

create or replace function private.service_request_exists(p_request_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.service_requests r where r.id = p_request_id)
$$;

create or replace function public.service_request_exists(p_request_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.service_request_exists(p_request_id)
$$;

revoke all on function private.service_request_exists(uuid), public.service_request_exists(uuid)
  from public, anon, authenticated;
grant execute on function private.service_request_exists(uuid), public.service_request_exists(uuid)
  to authenticated, service_role;
