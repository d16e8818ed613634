-- Emails about a service request:
--
-- 1. Filing a request sends the customer an acknowledgement at once
--    (request_received), with the request's reference ("R-1042") to quote on
--    the phone.
-- 2. Every email about a request carries its reference: the outbox adds it to
--    any payload that names a request, whichever trigger queued the row.
-- 3. A reply email still waiting says the request as it is when it goes out:
--    a change of status, title or technician updates the waiting reply rows.
-- 4. A reply email still waiting is voided when the customer opens the
--    request's conversation (they have read the reply; the email would only
--    repeat it, late).

alter table private.notification_outbox drop constraint notification_outbox_kind_check;
alter table private.notification_outbox add constraint notification_outbox_kind_check check (kind in (
  'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
  'appointment_rescheduled', 'appointment_closure',
  'request_received', 'request_approved', 'request_in_progress', 'request_completed', 'request_cancelled', 'request_reply',
  'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review', 'shop_rescheduled',
  'shop_request_reply'
));

-- 2. The reference, added as the row is queued.
create or replace function private.notification_outbox_add_reference()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.payload ? 'request_id' and not new.payload ? 'reference' then
    new.payload := new.payload || pg_catalog.jsonb_build_object('reference',
      (select r.reference from public.service_requests r where r.id::text = new.payload ->> 'request_id'));
  end if;
  return new;
end
$$;

create trigger notification_outbox_add_reference
  before insert on private.notification_outbox
  for each row execute function private.notification_outbox_add_reference();

-- 1. The acknowledgement.
create or replace function private.service_requests_acknowledge()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_notification('request_received', new.user_id,
    pg_catalog.jsonb_build_object(
      'request_id', new.id,
      'title', new.title,
      'service_type', new.service_type,
      'status', new.status,
      'technician', new.technician,
      'customer_name', p.full_name,
      'customer_email', u.email
    ),
    'request_received:' || new.id)
  from auth.users u left join public.profiles p on p.id = u.id
  where u.id = new.user_id;
  return null;
end
$$;

create trigger service_requests_acknowledge
  after insert on public.service_requests
  for each row execute function private.service_requests_acknowledge();

-- 3. Waiting reply rows follow the request.
create or replace function private.service_requests_refresh_replies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.notification_outbox o
  set payload = o.payload || pg_catalog.jsonb_build_object(
    'status', new.status, 'title', new.title, 'technician', new.technician)
  where o.status = 'pending'
    and o.kind in ('request_reply', 'shop_request_reply')
    and o.payload ->> 'request_id' = new.id::text;
  return null;
end
$$;

create trigger service_requests_refresh_replies
  after update of status, title, technician on public.service_requests
  for each row execute function private.service_requests_refresh_replies();

-- 4. Read before it went out: void.
create or replace function private.request_reads_void_replies()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.notification_outbox o
  set status = 'void', last_error = 'The customer read the reply before the email went out.'
  from public.service_requests r
  where r.id = new.request_id and r.user_id = new.user_id
    and o.status = 'pending'
    and o.kind = 'request_reply'
    and o.user_id = new.user_id
    and o.payload ->> 'request_id' = new.request_id::text;
  return null;
end
$$;

create trigger request_reads_void_replies
  after insert or update of last_read_at on public.request_reads
  for each row execute function private.request_reads_void_replies();

revoke all on function
  private.notification_outbox_add_reference(),
  private.service_requests_acknowledge(),
  private.service_requests_refresh_replies(),
  private.request_reads_void_replies()
from public, anon, authenticated;
