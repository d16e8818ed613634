-- Three corrections to what staff and customers are told (docs/notifications.md,
-- docs/conversations.md):
--
-- 1. The files a customer attaches while filing a request arrive as the
--    thread's first message, written by the site, not by the customer. It is
--    marked (request_messages.automatic = 'filing_files') instead of carrying
--    text in the filer's language: each reader sees it in their own language
--    (the body holds a fixed English line for anything that reads the column
--    raw). Only the request's owner may mark a message so, and only the first
--    one of the thread, not from staff and not a note.
-- 2. That message alerts nobody: the shop's "new request" alert already
--    covers it, and "Customer replied" would announce a reply nobody wrote.
-- 3. When the customer approves an estimate, the request moves to approved by
--    their own hand: the request_approved email then confirms THEIR approval
--    (approved_by 'customer', with the version and total they approved)
--    instead of announcing, in the shop's voice, that the shop approved it.

alter table public.request_messages
  add column automatic text check (automatic in ('filing_files'));

grant insert (automatic) on public.request_messages to authenticated;

create or replace function private.request_messages_check_automatic()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.automatic is null then
    return new;
  end if;
  if new.from_staff or new.internal
    or not exists (select 1 from public.service_requests r where r.id = new.request_id and r.user_id = new.author_id)
    or exists (select 1 from public.request_messages m where m.request_id = new.request_id) then
    raise exception 'Only the owner''s first message of a request can carry the files attached when filing it'
      using errcode = 'insufficient_privilege';
  end if;
  new.body := 'Files attached when filing the request.';
  return new;
end
$$;

-- After request_messages_before_insert (triggers fire in name order), which
-- sets the author and the staff flag from the session.
create trigger request_messages_check_automatic
  before insert on public.request_messages
  for each row execute function private.request_messages_check_automatic();

-- As in 20261128010000, and an automatic message queues no email.
create or replace function private.request_messages_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_request public.service_requests;
  v_kind text := case when new.from_staff then 'request_reply' else 'shop_request_reply' end;
  v_payload jsonb;
begin
  if new.internal or new.automatic is not null then
    return null;
  end if;
  select r.* into v_request from public.service_requests r where r.id = new.request_id;
  -- A reply email still waiting covers this reply too.
  update private.notification_outbox o
  set payload = pg_catalog.jsonb_set(o.payload, '{message_ids}',
    coalesce(o.payload -> 'message_ids', '[]'::jsonb) || pg_catalog.to_jsonb(new.id::text))
  where o.kind = v_kind and o.status = 'pending' and o.payload ->> 'request_id' = new.request_id::text;
  if found then
    return null;
  end if;
  select pg_catalog.jsonb_build_object(
    'request_id', v_request.id,
    'title', v_request.title,
    'service_type', v_request.service_type,
    'status', v_request.status,
    'technician', v_request.technician,
    'customer_name', p.full_name,
    'customer_email', u.email,
    'author_name', new.author_name,
    'message_ids', pg_catalog.jsonb_build_array(new.id::text)
  ) into v_payload
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = v_request.user_id;
  perform private.queue_notification(v_kind, case when new.from_staff then v_request.user_id end, v_payload,
    v_kind || ':' || new.id,
    pg_catalog.now() + pg_catalog.make_interval(mins => (public.conversation_rules() ->> 'emailDelayMinutes')::int));
  return null;
end
$$;

-- As in 20261126000100; an approval by the request's owner (only
-- answer_estimate lets them approve) says so, with the estimate they approved.
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
  elsif new.status is distinct from old.status and new.status in ('approved', 'in_progress', 'completed', 'cancelled') then
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

revoke all on function private.request_messages_check_automatic() from public, anon, authenticated;
