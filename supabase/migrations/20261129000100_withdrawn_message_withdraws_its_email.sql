-- A message withdrawn before its reply email went out takes that email with
-- it. Posting with files inserts the message first and deletes it again when
-- its files cannot be stored; the reply email it queued (sent a few minutes
-- later, announcing a reply) would otherwise announce a message that is not
-- there. The email stays while it still covers another reply from the same
-- side (replies in a row share one email). A deleted request deletes
-- its messages, and so its waiting reply emails too.

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
  -- The waiting email covers every reply from this side posted since it was
  -- queued; it goes when none of those is left.
  delete from private.notification_outbox o
  where o.kind = v_kind and o.status = 'pending' and o.payload ->> 'request_id' = old.request_id::text
    and not exists (
      select 1 from public.request_messages m
      where m.request_id = old.request_id and m.from_staff = old.from_staff and not m.internal
        and m.id <> old.id and m.created_at >= o.created_at
    );
  return null;
end
$$;

create trigger request_messages_withdraw_email
  after delete on public.request_messages
  for each row execute function private.request_messages_withdraw_email();

revoke all on function private.request_messages_withdraw_email() from public, anon, authenticated;
