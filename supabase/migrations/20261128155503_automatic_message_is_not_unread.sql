-- The files a customer attaches while filing a request arrive as an automatic
-- message (request_messages.automatic): the site wrote it, and the shop's "new
-- request" alert already covers it. So it is no unread message for staff, on
-- the request list's count and filter nor in the per-request counts. As in
-- 20261128000100 and 20261128010900, plus `automatic is null`.

create or replace function public.request_unread_counts()
returns table (request_id uuid, unread integer)
language sql
stable
set search_path = ''
as $$
  select m.request_id, count(*)::int
  from public.request_messages m
  left join public.request_reads r on r.request_id = m.request_id and r.user_id = (select auth.uid())
  where m.from_staff = not (select public.is_staff())
    and m.automatic is null
    and m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
  group by m.request_id
$$;

create or replace function private.admin_search_requests(p_status text, p_query text, p_unread boolean, p_needs_call boolean)
returns table (
  id uuid, user_id uuid, reference integer, title text, description text, service_type text, status text,
  technician text, created_at timestamptz, updated_at timestamptz,
  customer_name text, customer_email text, customer_phone text, unread integer, needs_call boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
begin
  perform private.require_staff();
  return query
    select r.id, r.user_id, r.reference, r.title, r.description, r.service_type, r.status, r.technician,
           r.created_at, r.updated_at, p.full_name, u.email::text, p.phone,
           coalesce(unread.n, 0), coalesce(calls.any, false)
    from public.service_requests r
    left join public.profiles p on p.id = r.user_id
    left join auth.users u on u.id = r.user_id
    left join lateral (
      select count(*)::int as n from public.request_messages m
      left join public.request_reads rr on rr.request_id = m.request_id and rr.user_id = v_user
      where m.request_id = r.id and not m.from_staff and m.automatic is null
        and m.created_at > coalesce(rr.last_read_at, '-infinity'::timestamptz)
    ) unread on true
    left join lateral (
      select true as any from public.appointments a
      where a.service_request_id = r.id and a.needs_call and a.status in ('pending', 'in_progress')
      limit 1
    ) calls on true
    where (p_status is null or r.status = p_status)
      and private.console_matches(p_query, p.full_name, u.email::text, p.phone, r.title, r.reference)
      and (not coalesce(p_unread, false) or coalesce(unread.n, 0) > 0)
      and (not coalesce(p_needs_call, false) or coalesce(calls.any, false))
    order by r.created_at desc;
end
$$;
