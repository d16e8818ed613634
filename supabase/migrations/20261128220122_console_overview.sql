-- The console's overview (docs/product.md#the-overview): the owner's morning
-- questions as counts, read in one call, each equal to the list it opens.
-- Two of those lists are new filters of the requests list (`?queue=`), so
-- their rule lives in one function both read.

-- Where an open request waits, by its current estimate (the version sent
-- last and not superseded; a draft is no estimate yet):
--   'estimate-sent': the current estimate is sent and not answered, so the
--     request waits on the customer;
--   'to-estimate': the work is in progress and has no current estimate, or
--     only a declined one, so the shop owes an estimate;
--   null otherwise, and always for a completed or cancelled request.
create function private.request_queue(p_request_id uuid, p_status text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when p_status in ('completed', 'cancelled') then null
    when c.status = 'sent' then 'estimate-sent'
    when p_status = 'in_progress' and c.status is distinct from 'approved' then 'to-estimate'
  end
  from (
    select (
      select e.status from public.estimates e
      where e.request_id = p_request_id and e.status <> 'draft' and e.superseded_at is null
    ) as status
  ) c
$$;

-- The requests list of 20261128155503, plus `p_queue` (one of
-- private.request_queue's answers). The old signature goes: a caller of it
-- would otherwise keep a list without the new filter.
drop function public.admin_search_requests(text, text, boolean, boolean);
drop function private.admin_search_requests(text, text, boolean, boolean);

create function private.admin_search_requests(p_status text, p_query text, p_unread boolean, p_needs_call boolean, p_queue text)
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
      and (p_queue is null or private.request_queue(r.id, r.status) = p_queue)
    order by r.created_at desc;
end
$$;

create function public.admin_search_requests(
  p_status text default null, p_query text default null, p_unread boolean default false, p_needs_call boolean default false,
  p_queue text default null
)
returns table (
  id uuid, user_id uuid, reference integer, title text, description text, service_type text, status text,
  technician text, created_at timestamptz, updated_at timestamptz,
  customer_name text, customer_email text, customer_phone text, unread integer, needs_call boolean
)
language sql
stable
set search_path = ''
as $$
  select * from private.admin_search_requests(p_status, p_query, p_unread, p_needs_call, p_queue)
$$;

-- The overview's counts, for the caller (unread is per staff member):
--   arrivals: today's visits at the shop (its time zone) pending, checked in
--     or completed; checked_in: those checked in or completed;
--   new_requests, to_diagnose, parts, ready: requests pending, approved,
--     waiting for parts, ready for pickup;
--   to_estimate, estimate_sent: requests in private.request_queue's two
--     queues; oldest_sent_at: when the longest-waiting of those estimates
--     was sent (null when none waits);
--   call_backs: open visits (pending or checked in) that need a call;
--   unread: requests with customer messages the caller has not read
--     (automatic ones aside);
--   reviews: reviews waiting for approval.
-- Staff only (42501 otherwise). Runs as the caller, so RLS applies too.
create function public.admin_overview()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_zone text := public.business_time_zone();
  v_today date;
  v_user uuid := auth.uid();
  v_result jsonb;
begin
  perform private.require_staff();
  v_today := (pg_catalog.now() at time zone v_zone)::date;

  with requests as (
    select r.id, r.status, private.request_queue(r.id, r.status) as queue,
           exists (
             select 1 from public.request_messages m
             left join public.request_reads rr on rr.request_id = m.request_id and rr.user_id = v_user
             where m.request_id = r.id and not m.from_staff and m.automatic is null
               and m.created_at > coalesce(rr.last_read_at, '-infinity'::timestamptz)
           ) as unread
    from public.service_requests r
  ),
  today as (
    select a.status from public.appointments a
    where a.appointment_date >= (v_today::timestamp at time zone v_zone)
      and a.appointment_date < ((v_today + 1)::timestamp at time zone v_zone)
  )
  select jsonb_build_object(
    'arrivals', (select count(*) from today where status in ('pending', 'in_progress', 'completed')),
    'checked_in', (select count(*) from today where status in ('in_progress', 'completed')),
    'new_requests', (select count(*) from requests where status = 'pending'),
    'to_diagnose', (select count(*) from requests where status = 'approved'),
    'to_estimate', (select count(*) from requests where queue = 'to-estimate'),
    'parts', (select count(*) from requests where status = 'waiting_for_parts'),
    'estimate_sent', (select count(*) from requests where queue = 'estimate-sent'),
    'oldest_sent_at', (
      select min(e.sent_at) from requests o
      join public.estimates e on e.request_id = o.id and e.status = 'sent' and e.superseded_at is null
      where o.queue = 'estimate-sent'
    ),
    'ready', (select count(*) from requests where status = 'ready_for_pickup'),
    'call_backs', (
      select count(*) from public.appointments a where a.needs_call and a.status in ('pending', 'in_progress')
    ),
    'unread', (select count(*) from requests where unread),
    'reviews', (select count(*) from public.reviews v where not v.approved)
  ) into v_result;
  return v_result;
end
$$;

revoke all on function
  private.request_queue(uuid, text),
  private.admin_search_requests(text, text, boolean, boolean, text),
  public.admin_search_requests(text, text, boolean, boolean, text),
  public.admin_overview()
from public, anon, authenticated;
grant execute on function
  private.request_queue(uuid, text),
  private.admin_search_requests(text, text, boolean, boolean, text),
  public.admin_search_requests(text, text, boolean, boolean, text),
  public.admin_overview()
to authenticated, service_role;
