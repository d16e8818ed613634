-- The console's reports (docs/reports.md): every figure of /admin/reports
-- for a range of the shop's calendar days, computed here in one read so the
-- page, its charts and its CSV exports show the same numbers. Days are the
-- shop's (public.business_time_zone()); a receipt's payment date is already
-- one.

create index receipts_paid_on_idx on public.receipts (paid_on);
create index status_changes_request_completed_idx on public.status_changes (request_id, changed_at)
  where to_status = 'completed' and request_id is not null;

-- The figures for the shop's days p_from to p_to, both included:
--   weeks, months: receipts paid in the range, per Monday-based week and per
--     calendar month (every period touching the range, zeros included; the
--     first and last count only the range's days): receipts, net sales
--     (subtotal less discount), sales tax, total collected, in cents;
--   jobs: requests completed in the range (the day their move to completed
--     was logged) and the mean time from filing to that move, in seconds;
--   visits: appointments whose start falls in the range, by outcome;
--   technicians: per request's technician (null: unassigned), its jobs
--     completed, the visits of its requests and the receipts paid on them;
--   services: requests filed in the range per request type and visits per
--     service (its translation key, else its stored name), most asked first.
-- Staff only (42501 otherwise); a range that ends before it starts or spans
-- more than 731 days is refused (22023). Runs as the caller, so RLS applies too.
create function public.admin_reports(p_from date, p_to date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_zone text := public.business_time_zone();
  v_result jsonb;
begin
  perform private.require_staff();
  if p_from is null or p_to is null or p_to < p_from or p_to - p_from > 730 then
    raise exception 'Invalid report range % to %', p_from, p_to using errcode = '22023';
  end if;

  with receipts_in as (
    select r.request_id, r.paid_on, r.subtotal_cents - r.discount_cents as net_cents, r.tax_cents, r.total_cents
    from public.receipts r
    where r.paid_on between p_from and p_to
  ),
  completions as (
    select c.request_id, min(c.changed_at) as completed_at
    from public.status_changes c
    where c.to_status = 'completed' and c.request_id is not null
    group by c.request_id
  ),
  jobs as (
    select q.id, q.technician, c.completed_at - q.created_at as took
    from completions c
    join public.service_requests q on q.id = c.request_id
    where (c.completed_at at time zone v_zone)::date between p_from and p_to
  ),
  visits as (
    select a.status, a.late_cancellation, a.service_request_id, coalesce(s.translation_key, a.service_name) as service_key
    from public.appointments a
    left join public.services s on s.id = a.service_id
    where (a.appointment_date at time zone v_zone)::date between p_from and p_to
  ),
  filed as (
    select q.service_type
    from public.service_requests q
    where (q.created_at at time zone v_zone)::date between p_from and p_to
  ),
  per_technician as (
    select t.technician, sum(t.jobs)::int as jobs_completed, sum(t.visits)::int as visits, sum(t.revenue)::bigint as revenue_cents
    from (
      select j.technician, 1 as jobs, 0 as visits, 0::bigint as revenue from jobs j
      union all
      select q.technician, 0, 1, 0 from visits v join public.service_requests q on q.id = v.service_request_id
      union all
      select q.technician, 0, 0, r.total_cents from receipts_in r join public.service_requests q on q.id = r.request_id
    ) t
    group by t.technician
  ),
  per_service as (
    select s.key, sum(s.requests)::int as requests, sum(s.visits)::int as visits
    from (
      select f.service_type as key, 1 as requests, 0 as visits from filed f
      union all
      select v.service_key, 0, 1 from visits v
    ) s
    group by s.key
  )
  select pg_catalog.jsonb_build_object(
    'from', p_from,
    'to', p_to,
    'weeks', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'start', w.start, 'receipts', coalesce(x.receipts, 0), 'net_cents', coalesce(x.net_cents, 0),
        'tax_cents', coalesce(x.tax_cents, 0), 'total_cents', coalesce(x.total_cents, 0)) order by w.start), '[]'::jsonb)
      from (
        select g::date as start
        from pg_catalog.generate_series(pg_catalog.date_trunc('week', p_from::timestamp), p_to::timestamp, interval '1 week') g
      ) w
      left join (
        select pg_catalog.date_trunc('week', r.paid_on::timestamp)::date as start, count(*)::int as receipts,
               sum(r.net_cents)::bigint as net_cents, sum(r.tax_cents)::bigint as tax_cents, sum(r.total_cents)::bigint as total_cents
        from receipts_in r group by 1
      ) x on x.start = w.start
    ),
    'months', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'start', m.start, 'receipts', coalesce(x.receipts, 0), 'net_cents', coalesce(x.net_cents, 0),
        'tax_cents', coalesce(x.tax_cents, 0), 'total_cents', coalesce(x.total_cents, 0)) order by m.start), '[]'::jsonb)
      from (
        select g::date as start
        from pg_catalog.generate_series(pg_catalog.date_trunc('month', p_from::timestamp), p_to::timestamp, interval '1 month') g
      ) m
      left join (
        select pg_catalog.date_trunc('month', r.paid_on::timestamp)::date as start, count(*)::int as receipts,
               sum(r.net_cents)::bigint as net_cents, sum(r.tax_cents)::bigint as tax_cents, sum(r.total_cents)::bigint as total_cents
        from receipts_in r group by 1
      ) x on x.start = m.start
    ),
    'jobs', (
      select pg_catalog.jsonb_build_object(
        'completed', count(*)::int,
        'average_seconds', pg_catalog.round(extract(epoch from avg(j.took)))::bigint)
      from jobs j
    ),
    'visits', (
      select pg_catalog.jsonb_build_object(
        'booked', count(*)::int,
        'completed', count(*) filter (where v.status = 'completed')::int,
        'cancelled', count(*) filter (where v.status = 'cancelled' and not v.late_cancellation)::int,
        'late_cancelled', count(*) filter (where v.status = 'cancelled' and v.late_cancellation)::int,
        'no_show', count(*) filter (where v.status = 'no_show')::int)
      from visits v
    ),
    'technicians', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'technician', t.technician, 'jobs_completed', t.jobs_completed, 'visits', t.visits, 'revenue_cents', t.revenue_cents)
        order by t.technician is null, t.jobs_completed desc, t.revenue_cents desc, t.technician), '[]'::jsonb)
      from per_technician t
    ),
    'services', (
      select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'key', s.key, 'requests', s.requests, 'visits', s.visits)
        order by s.requests + s.visits desc, s.key), '[]'::jsonb)
      from per_service s
    )
  ) into v_result;
  return v_result;
end
$$;

revoke all on function public.admin_reports(date, date) from public, anon, authenticated;
grant execute on function public.admin_reports(date, date) to authenticated, service_role;
