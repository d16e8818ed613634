-- A customer's record in the staff console (docs/product.md#the-staff-console):
-- staff notes about a customer, the log of staff corrections to a customer's
-- contact details, the one read that gathers the record, and the one write
-- that corrects a phone number or a language.
--
-- customer_notes and customer_changes are staff-only: RLS lets staff read
-- them, never the customer they are about. Notes are added by staff as
-- themselves; changes are written only by admin_update_customer_contact.
-- Both refuse anyone but staff (42501) and an id that names no account (PT404).

create table public.customer_notes (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references auth.users (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 2000 and body = pg_catalog.btrim(body)),
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index customer_notes_customer_id_idx on public.customer_notes (customer_id, created_at);
create index customer_notes_author_id_idx on public.customer_notes (author_id);

alter table public.customer_notes enable row level security;
revoke all on public.customer_notes from anon, authenticated;
grant select on public.customer_notes to authenticated;
grant insert (customer_id, body) on public.customer_notes to authenticated;
grant all on public.customer_notes to service_role;

create policy customer_notes_select_staff on public.customer_notes
  for select to authenticated
  using ((select public.is_staff()));

create policy customer_notes_insert_staff on public.customer_notes
  for insert to authenticated
  with check ((select public.is_staff()) and author_id = (select auth.uid()));

-- Each staff correction of a customer's phone or language: what it was, what
-- it became, who changed it (name as it was then) and when.
create table public.customer_changes (
  id bigint generated always as identity primary key,
  customer_id uuid not null references auth.users (id) on delete cascade,
  field text not null check (field in ('phone', 'locale')),
  old_value text,
  new_value text,
  changed_by uuid references auth.users (id) on delete set null,
  changed_by_name text,
  changed_at timestamptz not null default now()
);

create index customer_changes_customer_id_idx on public.customer_changes (customer_id, changed_at);
create index customer_changes_changed_by_idx on public.customer_changes (changed_by);

alter table public.customer_changes enable row level security;
revoke all on public.customer_changes from anon, authenticated;
grant select on public.customer_changes to authenticated;
grant all on public.customer_changes to service_role;

create policy customer_changes_select_staff on public.customer_changes
  for select to authenticated
  using ((select public.is_staff()));

-- Staff correct a customer's phone (null clears it; the profiles check
-- refuses a malformed one, 23514) and the language of their emails, which
-- Auth's own emails follow too (locale_chosen: the choice stops following the
-- pages' language). Each field that changes is logged in customer_changes.
create or replace function private.admin_update_customer_contact(p_customer uuid, p_phone text, p_locale text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.profiles;
  v_phone text := nullif(pg_catalog.btrim(coalesce(p_phone, '')), '');
  v_by uuid := auth.uid();
  v_by_name text;
begin
  perform private.require_staff();
  if p_locale is null or p_locale not in ('en', 'es') then
    raise exception 'Unknown language' using errcode = 'check_violation';
  end if;
  select * into v_old from public.profiles where id = p_customer for update;
  if not found then
    raise exception 'Customer not found' using errcode = 'PT404';
  end if;
  select full_name into v_by_name from public.profiles where id = v_by;

  update public.profiles set phone = v_phone, locale = p_locale, updated_at = now() where id = p_customer;
  if v_old.locale is distinct from p_locale then
    update auth.users
      set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || pg_catalog.jsonb_build_object('locale', p_locale, 'locale_chosen', true)
      where id = p_customer;
  end if;

  insert into public.customer_changes (customer_id, field, old_value, new_value, changed_by, changed_by_name)
  select p_customer, c.field, c.old_value, c.new_value, v_by, v_by_name
  from (values ('phone', v_old.phone, v_phone), ('locale', v_old.locale, p_locale)) as c (field, old_value, new_value)
  where c.old_value is distinct from c.new_value;
end
$$;

-- Everything the record shows, in one read: the customer (null when the id
-- names no account), their requests, appointments, estimates, receipts, the
-- messages on their requests (internal notes included: only staff read this),
-- staff notes, contact changes, and the totals: visits attended (completed
-- appointments) and the amount spent (the sum of their receipts' totals).
create or replace function private.admin_customer_record(p_customer uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_record jsonb;
begin
  perform private.require_staff();
  select pg_catalog.jsonb_build_object(
    'customer', pg_catalog.jsonb_build_object(
      'id', p.id, 'full_name', p.full_name, 'email', u.email::text, 'phone', p.phone, 'locale', p.locale,
      'created_at', u.created_at, 'staff', coalesce(u.raw_app_meta_data ->> 'role', '') = 'staff'),
    'requests', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', r.id, 'reference', r.reference, 'title', r.title, 'status', r.status, 'created_at', r.created_at)
        order by r.created_at desc)
      from public.service_requests r where r.user_id = p.id), '[]'::jsonb),
    'appointments', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', a.id, 'service_name', a.service_name, 'appointment_date', a.appointment_date, 'duration', a.duration,
        'service_key', s.translation_key, 'status', a.status, 'request_id', a.service_request_id,
        'price_cents', a.price_cents)
        order by a.appointment_date desc)
      from public.appointments a left join public.services s on s.id = a.service_id
      where a.user_id = p.id), '[]'::jsonb),
    'estimates', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', e.id, 'request_id', e.request_id, 'reference', r.reference, 'version', e.version, 'status', e.status,
        'total_cents', e.total_cents, 'sent_at', e.sent_at, 'created_at', e.created_at)
        order by e.created_at desc)
      from public.estimates e join public.service_requests r on r.id = e.request_id where r.user_id = p.id), '[]'::jsonb),
    'receipts', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', rc.id, 'request_id', rc.request_id, 'reference', r.reference, 'total_cents', rc.total_cents,
        'paid_on', rc.paid_on, 'payment_method', rc.payment_method)
        order by rc.paid_on desc, rc.created_at desc)
      from public.receipts rc join public.service_requests r on r.id = rc.request_id where r.user_id = p.id), '[]'::jsonb),
    'messages', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', m.id, 'request_id', m.request_id, 'reference', r.reference, 'body', pg_catalog.left(m.body, 200),
        'from_staff', m.from_staff, 'internal', m.internal, 'automatic', m.automatic is not null,
        'author_name', m.author_name, 'created_at', m.created_at)
        order by m.created_at desc)
      from public.request_messages m join public.service_requests r on r.id = m.request_id where r.user_id = p.id), '[]'::jsonb),
    'notes', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'id', n.id, 'body', n.body, 'author_name', ap.full_name, 'created_at', n.created_at)
        order by n.created_at desc)
      from public.customer_notes n left join public.profiles ap on ap.id = n.author_id where n.customer_id = p.id), '[]'::jsonb),
    'changes', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'field', c.field, 'old_value', c.old_value, 'new_value', c.new_value,
        'changed_by_name', c.changed_by_name, 'changed_at', c.changed_at)
        order by c.changed_at desc, c.id desc)
      from public.customer_changes c where c.customer_id = p.id), '[]'::jsonb),
    'totals', pg_catalog.jsonb_build_object(
      'visits_attended', (select count(*) from public.appointments a where a.user_id = p.id and a.status = 'completed'),
      'spent_cents', (select coalesce(sum(rc.total_cents), 0) from public.receipts rc
                      join public.service_requests r on r.id = rc.request_id where r.user_id = p.id))
  )
  into v_record
  from public.profiles p join auth.users u on u.id = p.id
  where p.id = p_customer;
  return v_record;
end
$$;

create or replace function public.admin_update_customer_contact(p_customer uuid, p_phone text, p_locale text)
returns void
language sql
set search_path = ''
as $$
  select private.admin_update_customer_contact(p_customer, p_phone, p_locale)
$$;

create or replace function public.admin_customer_record(p_customer uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.admin_customer_record(p_customer)
$$;

revoke all on function
  private.admin_update_customer_contact(uuid, text, text),
  private.admin_customer_record(uuid),
  public.admin_update_customer_contact(uuid, text, text),
  public.admin_customer_record(uuid)
from public, anon, authenticated;

grant execute on function
  private.admin_update_customer_contact(uuid, text, text),
  private.admin_customer_record(uuid),
  public.admin_update_customer_contact(uuid, text, text),
  public.admin_customer_record(uuid)
to authenticated, service_role;
