-- When the email sweeper (/api/cron/notifications) last ran, so the staff
-- overview can warn when it has stopped: a deployment without CRON_SECRET,
-- a cron job removed or a plan that runs it once a day would otherwise leave
-- reminders, retries and the attachment clean-up silently undone.
create table private.sweeper_heartbeat (
  id boolean primary key default true check (id),
  last_run_at timestamptz not null
);

-- The sweeper records each run (service role only).
create or replace function private.record_sweeper_run(p_at timestamptz)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.sweeper_heartbeat (id, last_run_at) values (true, p_at)
  on conflict (id) do update set last_run_at = greatest(private.sweeper_heartbeat.last_run_at, excluded.last_run_at)
$$;

create or replace function public.record_sweeper_run(p_at timestamptz default pg_catalog.now())
returns void
language sql
set search_path = ''
as $$ select private.record_sweeper_run(p_at) $$;

-- Staff: when it last ran (null: never).
create or replace function private.admin_sweeper_last_run()
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return (select h.last_run_at from private.sweeper_heartbeat h);
end
$$;

create or replace function public.admin_sweeper_last_run()
returns timestamptz
language sql
stable
set search_path = ''
as $$ select private.admin_sweeper_last_run() $$;

revoke all on table private.sweeper_heartbeat from public, anon, authenticated;
revoke all on function
  private.record_sweeper_run(timestamptz),
  public.record_sweeper_run(timestamptz),
  private.admin_sweeper_last_run(),
  public.admin_sweeper_last_run()
from public, anon, authenticated;
grant execute on function private.record_sweeper_run(timestamptz), public.record_sweeper_run(timestamptz) to service_role;
grant execute on function private.admin_sweeper_last_run(), public.admin_sweeper_last_run() to authenticated, service_role;

-- Read and written only through the functions above.
alter table private.sweeper_heartbeat enable row level security;
