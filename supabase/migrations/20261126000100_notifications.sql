-- Notifications: a transactional outbox (docs/notifications.md).
-- Triggers write the emails an event causes into private.notification_outbox
-- in the same transaction as the change itself: a booking that commits always
-- has its confirmation queued, one that rolls back never does. The app's
-- deliverer (lib/notifications) claims due rows through service-role-only
-- functions, sends them over SMTP and records the outcome. PostgREST does not
-- expose `private`, and no API role has a privilege on the table.

alter table public.profiles
  add column email_reminders boolean not null default true,
  add column email_review_invitations boolean not null default true;
grant update (email_reminders, email_review_invitations) on public.profiles to authenticated;

create table private.notification_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in (
    'appointment_confirmed', 'appointment_reminder', 'appointment_cancelled', 'appointment_completed',
    'request_approved', 'request_in_progress', 'request_completed', 'request_cancelled',
    'shop_new_request', 'shop_new_booking', 'shop_cancellation', 'shop_new_review'
  )),
  -- Customer rows name their account and address; shop rows have neither:
  -- the deliverer sends them to the shop's address and every staff account.
  user_id uuid references auth.users (id) on delete cascade,
  recipient text check (char_length(recipient) <= 254),
  locale text not null check (locale in ('en', 'es')),
  payload jsonb not null,
  dedupe_key text not null unique,
  send_after timestamptz not null default now(),
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'void')),
  attempts integer not null default 0,
  -- A claimed row is leased to one deliverer until then; a deliverer that dies
  -- leaves it to the next sweep.
  locked_until timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  constraint notification_outbox_customer_has_recipient
    check ((kind like 'shop\_%') = (recipient is null and user_id is null))
);

create index notification_outbox_due_idx on private.notification_outbox (send_after) where status = 'pending';
create index notification_outbox_user_id_idx on private.notification_outbox (user_id);
create index notification_outbox_appointment_idx on private.notification_outbox ((payload ->> 'appointment_id'))
  where status = 'pending';
alter table private.notification_outbox enable row level security;
revoke all on private.notification_outbox from public, anon, authenticated, service_role;

-- Same values in lib/business-rules.ts (NOTIFICATION_RULES).
create or replace function public.notification_rules()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"reminderLeadHours": 26, "maxAttempts": 12, "retryBaseSeconds": 30, "retryMaxSeconds": 3600, "leaseSeconds": 120, "retentionDays": 90}'::jsonb
$$;

-- Queues one email; a second row with the same dedupe key is dropped, so
-- replaying an event never sends twice.
create or replace function private.queue_notification(
  p_kind text,
  p_user_id uuid,
  p_payload jsonb,
  p_dedupe_key text,
  p_send_after timestamptz default pg_catalog.now()
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_locale text := 'en';
begin
  if p_user_id is not null then
    select u.email, coalesce(p.locale, 'en') into v_email, v_locale
    from auth.users u left join public.profiles p on p.id = u.id
    where u.id = p_user_id;
    if v_email is null then
      return;
    end if;
  end if;
  insert into private.notification_outbox (kind, user_id, recipient, locale, payload, dedupe_key, send_after)
  values (p_kind, p_user_id, v_email, v_locale, p_payload, p_dedupe_key, p_send_after)
  on conflict (dedupe_key) do nothing;
end
$$;

-- Voids the reminders not yet sent for an appointment (cancelled, completed
-- or moved): waiting ones, and failed ones, so a later retry cannot send them.
create or replace function private.void_reminders(p_appointment_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.notification_outbox o
  set status = 'void', last_error = 'The appointment changed before the reminder was sent.'
  where o.status in ('pending', 'failed') and o.kind = 'appointment_reminder'
    and o.payload ->> 'appointment_id' = p_appointment_id::text
$$;

-- What every appointment email shows, as it is at the moment of the event.
create or replace function private.appointment_payload(p_row public.appointments)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'appointment_id', p_row.id,
    'service_name', p_row.service_name,
    'translation_key', s.translation_key,
    'price', s.price,
    'starts_at', p_row.appointment_date,
    'duration', p_row.duration,
    'late_cancellation', p_row.late_cancellation,
    'customer_name', p.full_name,
    'customer_email', u.email
  )
  from auth.users u
  left join public.profiles p on p.id = u.id
  left join public.services s on s.id = p_row.service_id
  where u.id = p_row.user_id
$$;

create or replace function private.appointments_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payload jsonb := private.appointment_payload(new);
  v_reminder_at timestamptz :=
    new.appointment_date - pg_catalog.make_interval(hours => (public.notification_rules() ->> 'reminderLeadHours')::int);
  v_id text := new.id::text;
  v_moved boolean := tg_op = 'UPDATE' and new.appointment_date is distinct from old.appointment_date;
begin
  if tg_op = 'INSERT' then
    perform private.queue_notification('appointment_confirmed', new.user_id, v_payload, 'appointment_confirmed:' || v_id);
    perform private.queue_notification('shop_new_booking', null, v_payload, 'shop_new_booking:' || v_id);
  elsif v_moved then
    perform private.void_reminders(new.id);
  end if;

  -- A reminder for the start, new or moved (its key names the start). Booked
  -- less than the lead ahead, the confirmation is the reminder.
  if (tg_op = 'INSERT' or v_moved) and new.status not in ('cancelled', 'completed') and v_reminder_at > pg_catalog.now() then
    perform private.queue_notification('appointment_reminder', new.user_id, v_payload,
      'appointment_reminder:' || v_id || ':' || extract(epoch from new.appointment_date)::bigint, v_reminder_at);
  end if;
  if tg_op = 'INSERT' then
    return null;
  end if;

  if new.status is distinct from old.status and new.status = 'cancelled' then
    perform private.void_reminders(new.id);
    v_payload := v_payload || pg_catalog.jsonb_build_object('cancelled_by',
      case when auth.uid() = new.user_id then 'customer' else 'shop' end);
    perform private.queue_notification('appointment_cancelled', new.user_id, v_payload, 'appointment_cancelled:' || v_id);
    perform private.queue_notification('shop_cancellation', null, v_payload, 'shop_cancellation:' || v_id);
  elsif new.status is distinct from old.status and new.status = 'completed' then
    perform private.void_reminders(new.id);
    perform private.queue_notification('appointment_completed', new.user_id, v_payload, 'appointment_completed:' || v_id);
  end if;
  return null;
end
$$;

create trigger appointments_notify
  after insert or update of status, appointment_date on public.appointments
  for each row execute function private.appointments_notify();

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
    perform private.queue_notification('request_' || new.status, new.user_id, v_payload,
      'request_' || new.status || ':' || new.id);
  end if;
  return null;
end
$$;

create trigger service_requests_notify
  after insert or update of status on public.service_requests
  for each row execute function private.service_requests_notify();

create or replace function private.reviews_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_notification('shop_new_review', null,
    pg_catalog.jsonb_build_object('review_id', new.id, 'name', new.name, 'rating', new.rating,
      'service', new.service, 'review_text', pg_catalog.left(new.review_text, 500)),
    'shop_new_review:' || new.id);
  return null;
end
$$;

create trigger reviews_notify
  after insert on public.reviews
  for each row execute function private.reviews_notify();

-- Delivery (service role only) -------------------------------------------------

-- Claims up to p_limit due rows for one deliverer: rows another deliverer holds
-- are skipped, not waited for, so parallel deliverers never take the same row.
-- Optional kinds the customer has turned off, and reminders whose appointment
-- has begun, are voided instead of claimed. A customer row goes to the
-- account's address and language as they are now, not as they were when it
-- was queued. p_now is the deliverer's clock (a test may move it; see
-- docs/notifications.md).
create or replace function private.claim_notifications(p_limit integer, p_now timestamptz)
returns setof private.notification_outbox
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_lease interval := pg_catalog.make_interval(secs => (public.notification_rules() ->> 'leaseSeconds')::int);
begin
  update private.notification_outbox o
  set status = 'void', last_error = 'The customer turned this kind of email off.'
  from public.profiles p
  where p.id = o.user_id and o.status = 'pending' and o.send_after <= p_now
    and ((o.kind = 'appointment_reminder' and not p.email_reminders)
      or (o.kind = 'appointment_completed' and not p.email_review_invitations));

  update private.notification_outbox o
  set status = 'void', last_error = 'The appointment had begun before the reminder could be sent.'
  where o.status = 'pending' and o.kind = 'appointment_reminder' and o.send_after <= p_now
    and (o.payload ->> 'starts_at')::timestamptz <= p_now;

  return query
  update private.notification_outbox o
  set locked_until = p_now + v_lease,
      attempts = o.attempts + 1,
      recipient = coalesce((select u.email from auth.users u where u.id = o.user_id), o.recipient),
      locale = coalesce((select p.locale from public.profiles p where p.id = o.user_id), o.locale)
  where o.id in (
    select d.id from private.notification_outbox d
    where d.status = 'pending' and d.send_after <= p_now and (d.locked_until is null or d.locked_until <= p_now)
    order by d.send_after, d.id
    limit greatest(p_limit, 0)
    for update skip locked
  )
  returning o.*;
end
$$;

-- Records a delivery: sent; or not, then retried after an exponential backoff
-- (capped), or failed for good after the last attempt or when the error is
-- permanent (the server refused the address). p_attempt is the row's attempt
-- count as claimed: a deliverer whose lease ran out, and whose row another
-- deliverer has claimed since, records nothing.
create or replace function private.finish_notification(
  p_id bigint, p_attempt integer, p_error text, p_permanent boolean, p_now timestamptz
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rules jsonb := public.notification_rules();
begin
  if p_error is null then
    update private.notification_outbox
    set status = 'sent', sent_at = p_now, locked_until = null, last_error = null
    where id = p_id and status = 'pending' and attempts = p_attempt;
    return;
  end if;
  update private.notification_outbox o
  set last_error = pg_catalog.left(p_error, 1000),
      locked_until = null,
      status = case when p_permanent or o.attempts >= (v_rules ->> 'maxAttempts')::int then 'failed' else 'pending' end,
      send_after = p_now + pg_catalog.make_interval(secs => least(
        (v_rules ->> 'retryMaxSeconds')::int,
        (v_rules ->> 'retryBaseSeconds')::int * (2 ^ least(greatest(o.attempts - 1, 0), 20))::int
      ))
  where o.id = p_id and o.status = 'pending' and o.attempts = p_attempt;
end
$$;

-- Where shop emails go besides the shop's own address: every staff account.
create or replace function private.staff_emails()
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email from auth.users u
  where u.raw_app_meta_data ->> 'role' = 'staff' and u.email is not null
  order by u.email
$$;

-- The row an unsubscribe link names: its account, and the kind turned off.
create or replace function private.unsubscribe_notification(p_id bigint)
returns table (kind text, locale text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row private.notification_outbox;
begin
  select o.* into v_row from private.notification_outbox o
  where o.id = p_id and o.kind in ('appointment_reminder', 'appointment_completed');
  if not found then
    raise exception 'Nothing to unsubscribe from' using errcode = 'PT404';
  end if;
  update public.profiles p
  set email_reminders = case when v_row.kind = 'appointment_reminder' then false else p.email_reminders end,
      email_review_invitations = case when v_row.kind = 'appointment_completed' then false else p.email_review_invitations end
  where p.id = v_row.user_id;
  return query select v_row.kind, v_row.locale;
end
$$;

create or replace function public.claim_notifications(p_limit integer default 20, p_now timestamptz default now())
returns table (id bigint, kind text, user_id uuid, recipient text, locale text, payload jsonb, attempts integer)
language sql
set search_path = ''
as $$
  select c.id, c.kind, c.user_id, c.recipient, c.locale, c.payload, c.attempts
  from private.claim_notifications(p_limit, p_now) c
$$;

create or replace function public.finish_notification(
  p_id bigint, p_attempt integer, p_error text default null, p_permanent boolean default false, p_now timestamptz default now()
)
returns void
language sql
set search_path = ''
as $$ select private.finish_notification(p_id, p_attempt, p_error, p_permanent, p_now) $$;

-- Forgets what is done with: sent, void and failed rows older than the
-- retention, so the outbox keeps nobody's address or name longer than needed.
-- Returns how many rows went.
create or replace function private.purge_notifications(p_now timestamptz)
returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (
    delete from private.notification_outbox o
    where o.status in ('sent', 'void', 'failed')
      and o.created_at < p_now - pg_catalog.make_interval(days => (public.notification_rules() ->> 'retentionDays')::int)
    returning 1
  )
  select pg_catalog.count(*)::int from gone
$$;

create or replace function public.purge_notifications(p_now timestamptz default now())
returns integer
language sql
set search_path = ''
as $$ select private.purge_notifications(p_now) $$;

create or replace function public.notification_staff_emails()
returns setof text
language sql
stable
set search_path = ''
as $$ select * from private.staff_emails() $$;

create or replace function public.unsubscribe_notification(p_id bigint)
returns table (kind text, locale text)
language sql
set search_path = ''
as $$ select * from private.unsubscribe_notification(p_id) $$;

-- Staff: failed deliveries and their retry ------------------------------------

create or replace function private.admin_failed_notifications()
returns table (id bigint, kind text, recipient text, attempts integer, last_error text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  return query
  select o.id, o.kind, o.recipient, o.attempts, o.last_error, o.created_at
  from private.notification_outbox o
  where o.status = 'failed'
  order by o.created_at desc
  limit 50;
end
$$;

create or replace function private.admin_retry_notification(p_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff();
  update private.notification_outbox
  set status = 'pending', attempts = 0, send_after = pg_catalog.now(), locked_until = null
  where id = p_id and status = 'failed'
    -- A reminder for an appointment that has begun is not worth sending.
    and not (kind = 'appointment_reminder' and (payload ->> 'starts_at')::timestamptz <= pg_catalog.now());
  if not found then
    raise exception 'No failed delivery with this id' using errcode = 'PT404';
  end if;
end
$$;

create or replace function public.admin_failed_notifications()
returns table (id bigint, kind text, recipient text, attempts integer, last_error text, created_at timestamptz)
language sql
stable
set search_path = ''
as $$ select * from private.admin_failed_notifications() $$;

create or replace function public.admin_retry_notification(p_id bigint)
returns void
language sql
set search_path = ''
as $$ select private.admin_retry_notification(p_id) $$;

revoke all on function
  public.notification_rules(),
  private.queue_notification(text, uuid, jsonb, text, timestamptz),
  private.void_reminders(uuid),
  private.appointment_payload(public.appointments),
  private.appointments_notify(),
  private.service_requests_notify(),
  private.reviews_notify(),
  private.claim_notifications(integer, timestamptz),
  private.finish_notification(bigint, integer, text, boolean, timestamptz),
  private.staff_emails(),
  private.purge_notifications(timestamptz),
  private.unsubscribe_notification(bigint),
  private.admin_failed_notifications(),
  private.admin_retry_notification(bigint),
  public.claim_notifications(integer, timestamptz),
  public.finish_notification(bigint, integer, text, boolean, timestamptz),
  public.notification_staff_emails(),
  public.purge_notifications(timestamptz),
  public.unsubscribe_notification(bigint),
  public.admin_failed_notifications(),
  public.admin_retry_notification(bigint)
from public, anon, authenticated;

grant execute on function public.notification_rules() to anon, authenticated, service_role;
grant execute on function
  private.claim_notifications(integer, timestamptz),
  private.finish_notification(bigint, integer, text, boolean, timestamptz),
  private.staff_emails(),
  private.purge_notifications(timestamptz),
  private.unsubscribe_notification(bigint),
  public.claim_notifications(integer, timestamptz),
  public.finish_notification(bigint, integer, text, boolean, timestamptz),
  public.notification_staff_emails(),
  public.purge_notifications(timestamptz),
  public.unsubscribe_notification(bigint)
to service_role;
grant execute on function
  private.admin_failed_notifications(),
  private.admin_retry_notification(bigint),
  public.admin_failed_notifications(),
  public.admin_retry_notification(bigint)
to authenticated, service_role;
