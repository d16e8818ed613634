-- A short number a customer and the shop can say on the phone: "R-1042".
-- Assigned by the database when the request is filed (never by a client:
-- `generated always` refuses a value in an insert or update) and unique.
-- Shown as R-<number> by lib/request-reference.ts wherever a request is named.
alter table public.service_requests
  add column reference integer generated always as identity (start with 1001) not null;

alter table public.service_requests
  add constraint service_requests_reference_key unique (reference);

-- The console's request list carries the reference too.
drop function public.admin_list_requests(text);
drop function private.admin_list_requests(text);

create function private.admin_list_requests(p_status text)
returns table (
  id uuid, user_id uuid, reference integer, title text, description text, service_type text, status text,
  technician text, created_at timestamptz, updated_at timestamptz,
  customer_name text, customer_email text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
    select r.id, r.user_id, r.reference, r.title, r.description, r.service_type, r.status, r.technician,
           r.created_at, r.updated_at, p.full_name, u.email::text
    from public.service_requests r
    left join public.profiles p on p.id = r.user_id
    left join auth.users u on u.id = r.user_id
    where p_status is null or r.status = p_status
    order by r.created_at desc;
end
$$;

create function public.admin_list_requests(p_status text default null)
returns table (
  id uuid, user_id uuid, reference integer, title text, description text, service_type text, status text,
  technician text, created_at timestamptz, updated_at timestamptz,
  customer_name text, customer_email text
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_list_requests(p_status)
$$;

revoke all on function private.admin_list_requests(text), public.admin_list_requests(text) from public, anon, authenticated;
grant execute on function private.admin_list_requests(text), public.admin_list_requests(text) to authenticated, service_role;
