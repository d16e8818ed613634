-- A message withdrawn before its reply email went out takes that email with
-- it. Posting with files inserts the message first and deletes it again when
-- its files cannot be stored; the reply email it queued (sent a few minutes
-- later, announcing a reply) would otherwise announce a message that is not
-- there. Replies in a row share one email, so the email now lists the
-- messages it covers (payload.message_ids): a withdrawn message leaves that
-- list, and the email goes when the list is empty. A deleted request deletes
-- its messages, and so its waiting reply emails too.

-- As in 20261128000100, plus message_ids.
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
  if new.internal then
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

create or replace function private.request_messages_withdraw_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := case when old.from_staff then 'request_reply' else 'shop_request_reply' end;
begin
  if old.internal then
    return null;
  end if;
  update private.notification_outbox o
  set payload = pg_catalog.jsonb_set(o.payload, '{message_ids}', (o.payload -> 'message_ids') - old.id::text)
  where o.kind = v_kind and o.status = 'pending' and o.payload ->> 'request_id' = old.request_id::text
    and o.payload -> 'message_ids' ? old.id::text;
  -- An email queued before message_ids existed has no list, and stays.
  delete from private.notification_outbox o
  where o.kind = v_kind and o.status = 'pending' and o.payload ->> 'request_id' = old.request_id::text
    and o.payload -> 'message_ids' = '[]'::jsonb;
  return null;
end
$$;

create trigger request_messages_withdraw_email
  after delete on public.request_messages
  for each row execute function private.request_messages_withdraw_email();

revoke all on function private.request_messages_withdraw_email() from public, anon, authenticated;
