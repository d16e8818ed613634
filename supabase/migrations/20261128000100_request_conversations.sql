-- Service requests become conversations (docs/conversations.md).
--
-- request_messages: replies from the customer and from staff under one
-- request, plus staff's internal notes. RLS is the wall: a customer's query
-- never returns an internal note (nor another customer's message), staff
-- read everything. Who wrote it, their name as it was, and whether they are
-- staff are set by a trigger from the session, never taken from the client.
-- A closed request (completed or cancelled) takes no more replies (RQ001);
-- one account may post at most messagesPerHour messages an hour (WB005).
--
-- request_attachments: the files of a message (at most 5), stored in the
-- private Storage bucket request-attachments under <request id>/<message
-- id>/<file> (20261128000200). A row is visible exactly when its message is.
--
-- request_reads: when each account last opened each thread; unread counts
-- come from it (request_unread_counts).
--
-- Emails: a staff reply (never a note) tells the customer, a customer reply
-- tells the shop, each a few minutes later, so several replies in a row make
-- one email (the outbox row waiting to be sent takes the later ones in).

create or replace function public.conversation_rules()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"bodyMax": 4000, "filesPerMessage": 5, "fileMaxBytes": 10485760, "messagesPerHour": 30, "emailDelayMinutes": 3}'::jsonb
$$;

create table public.request_messages (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.service_requests (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  author_name text check (char_length(author_name) <= 100),
  from_staff boolean not null default false,
  internal boolean not null default false,
  body text not null check (char_length(body) between 1 and 4000),
  created_at timestamptz not null default now(),
  constraint request_messages_notes_by_staff check (not internal or from_staff)
);

create index request_messages_request_id_created_at_idx on public.request_messages (request_id, created_at);
create index request_messages_author_id_created_at_idx on public.request_messages (author_id, created_at);

create or replace function private.request_messages_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
  v_rules jsonb := public.conversation_rules();
begin
  -- The API roles are who the session says; the service role (the server,
  -- seeds) writes as the author it names.
  if (select auth.role()) is distinct from 'service_role' then
    new.author_id := auth.uid();
    new.from_staff := public.is_staff();
  end if;
  new.author_name := coalesce((select p.full_name from public.profiles p where p.id = new.author_id), new.author_name);
  new.body := pg_catalog.btrim(new.body);
  -- The clock, not the transaction's start: messages of one transaction keep their order.
  new.created_at := pg_catalog.clock_timestamp();
  if new.internal and not new.from_staff then
    raise exception 'Only staff write internal notes' using errcode = 'insufficient_privilege';
  end if;
  select r.status into v_status from public.service_requests r where r.id = new.request_id for share;
  if v_status in ('completed', 'cancelled') and not new.internal then
    raise exception 'This request is closed' using errcode = 'RQ001',
      hint = 'File a new service request to continue.';
  end if;
  if new.author_id is not null and (
    select count(*) from public.request_messages m
    where m.author_id = new.author_id and m.created_at > pg_catalog.now() - interval '1 hour'
  ) >= (v_rules ->> 'messagesPerHour')::int then
    raise exception 'At most % messages an hour', v_rules ->> 'messagesPerHour' using errcode = 'WB005';
  end if;
  return new;
end
$$;

create trigger request_messages_before_insert
  before insert on public.request_messages
  for each row execute function private.request_messages_before_insert();

alter table public.request_messages enable row level security;
revoke all on public.request_messages from anon, authenticated;
grant select, insert (request_id, body, internal) on public.request_messages to authenticated;
grant all on public.request_messages to service_role;

-- Whether the caller may read a request's thread: its owner, or staff.
create or replace function private.owns_request(p_request_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.service_requests r where r.id = p_request_id and r.user_id = auth.uid())
$$;

create policy request_messages_select on public.request_messages
  for select to authenticated
  using ((select public.is_staff()) or (not internal and private.owns_request(request_id)));
create policy request_messages_insert on public.request_messages
  for insert to authenticated
  with check ((select public.is_staff()) or (not internal and private.owns_request(request_id)));

create table public.request_attachments (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.request_messages (id) on delete cascade,
  request_id uuid not null references public.service_requests (id) on delete cascade,
  object_path text not null unique,
  file_name text not null check (char_length(file_name) between 1 and 255),
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf')),
  size_bytes integer not null check (size_bytes between 1 and 10485760),
  created_at timestamptz not null default now(),
  constraint request_attachments_path_under_message
    check (pg_catalog.starts_with(object_path, request_id::text || '/' || message_id::text || '/'))
);

create index request_attachments_message_id_idx on public.request_attachments (message_id);
create index request_attachments_request_id_idx on public.request_attachments (request_id);

-- Attachments go on the caller's own message of that request, at most filesPerMessage each.
create or replace function private.request_attachments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rules jsonb := public.conversation_rules();
begin
  if not exists (
    select 1 from public.request_messages m
    where m.id = new.message_id and m.request_id = new.request_id
      and (m.author_id = auth.uid() or (select auth.role()) = 'service_role')
  ) then
    raise exception 'Attachments go on your own message' using errcode = 'insufficient_privilege';
  end if;
  perform 1 from public.request_messages m where m.id = new.message_id for update;
  if (select count(*) from public.request_attachments a where a.message_id = new.message_id)
    >= (v_rules ->> 'filesPerMessage')::int then
    raise exception 'At most % files per message', v_rules ->> 'filesPerMessage' using errcode = 'RQ002';
  end if;
  new.created_at := pg_catalog.now();
  return new;
end
$$;

create trigger request_attachments_before_insert
  before insert on public.request_attachments
  for each row execute function private.request_attachments_before_insert();

alter table public.request_attachments enable row level security;
revoke all on public.request_attachments from anon, authenticated;
grant select, insert (message_id, request_id, object_path, file_name, mime_type, size_bytes) on public.request_attachments to authenticated;
grant all on public.request_attachments to service_role;

create policy request_attachments_select on public.request_attachments
  for select to authenticated
  using (exists (select 1 from public.request_messages m where m.id = message_id));
create policy request_attachments_insert on public.request_attachments
  for insert to authenticated
  with check (exists (select 1 from public.request_messages m where m.id = message_id));

create table public.request_reads (
  request_id uuid not null references public.service_requests (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (request_id, user_id)
);

create index request_reads_user_id_idx on public.request_reads (user_id);

alter table public.request_reads enable row level security;
revoke all on public.request_reads from anon, authenticated;
grant select on public.request_reads to authenticated;
grant all on public.request_reads to service_role;

create policy request_reads_select_own on public.request_reads
  for select to authenticated using (user_id = (select auth.uid()));

-- Marks a thread read for the caller (its owner or staff); false when they may not see it.
create or replace function private.mark_request_read(p_request_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not (public.is_staff() or private.owns_request(p_request_id)) then
    return false;
  end if;
  insert into public.request_reads (request_id, user_id, last_read_at)
  values (p_request_id, auth.uid(), pg_catalog.now())
  on conflict (request_id, user_id) do update set last_read_at = excluded.last_read_at;
  return true;
end
$$;

-- Per request the caller can see: messages from the other side (staff for a
-- customer, customers for staff) since the caller last opened the thread.
-- Runs as the caller, so a customer never counts an internal note.
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
    and m.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
  group by m.request_id
$$;

create or replace function public.mark_request_read(p_request_id uuid)
returns boolean
language sql
set search_path = ''
as $$
  select private.mark_request_read(p_request_id)
$$;

-- Emails ------------------------------------------------------------------

alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure',
  'request_approved', 'request_in_progress', 'request_completed', 'request_cancelled', 'request_reply',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled',
  'shop_request_reply'
));

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
  if exists (
    select 1 from private.notification_outbox o
    where o.kind = v_kind and o.status = 'pending' and o.payload ->> 'request_id' = new.request_id::text
  ) then
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
    'author_name', new.author_name
  ) into v_payload
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = v_request.user_id;
  perform private.queue_notification(v_kind, case when new.from_staff then v_request.user_id end, v_payload,
    v_kind || ':' || new.id,
    pg_catalog.now() + pg_catalog.make_interval(mins => (public.conversation_rules() ->> 'emailDelayMinutes')::int));
  return null;
end
$$;

create trigger request_messages_notify
  after insert on public.request_messages
  for each row execute function private.request_messages_notify();

revoke all on function
  public.conversation_rules(),
  private.request_messages_before_insert(),
  private.owns_request(uuid),
  private.request_attachments_before_insert(),
  private.mark_request_read(uuid),
  public.request_unread_counts(),
  public.mark_request_read(uuid),
  private.request_messages_notify()
from public, anon, authenticated;
grant execute on function public.conversation_rules() to anon, authenticated, service_role;
grant execute on function
  private.owns_request(uuid),
  private.mark_request_read(uuid),
  public.request_unread_counts(),
  public.mark_request_read(uuid)
to authenticated, service_role;
