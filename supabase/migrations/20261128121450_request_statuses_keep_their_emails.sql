-- The request's status emails, once every migration before this one has run:
-- the two statuses between approval and pickup (waiting_for_parts,
-- ready_for_pickup) email the customer like the others, and an approval the
-- customer made themselves carries the approved estimate (the customer's own
-- voice, docs/notifications.md). One definition holding both rules, so that
-- neither replaces the other whichever order they were written in.
create or replace function private.service_requests_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb;
begin
  select pg_catalog.jsonb_build_object(
    'request_id', new.id,
    'title', new.title,
    'service_type', new.service_type,
    'status', new.status,
    'technician', new.technician,
    'customer_name', p.full_name,
    'customer_email', u.email
  ) into v_payload
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = new.user_id;

  if tg_op = 'INSERT' then
    perform private.queue_notification('shop_new_request', null, v_payload, 'shop_new_request:' || new.id);
  elsif new.status is distinct from old.status and new.status <> 'pending' then
    if new.status = 'approved' and auth.uid() = new.user_id then
      v_payload := v_payload || coalesce((
        select pg_catalog.jsonb_build_object('approved_by', 'customer', 'estimate_version', e.version,
          'approved_total_cents', e.approved_total_cents)
        from public.estimates e
        where e.request_id = new.id and e.status = 'approved' and e.superseded_at is null
      ), '{}'::jsonb);
    end if;
    perform private.queue_notification('request_' || new.status, new.user_id, v_payload,
      'request_' || new.status || ':' || new.id);
  end if;
  return null;
end
$$;

revoke all on function private.service_requests_notify() from public, anon, authenticated;
