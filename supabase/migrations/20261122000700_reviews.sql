-- reviews: anyone may submit one; it is stored unapproved whatever was sent.
-- anon and authenticated read approved rows only and have no privilege on the
-- email column at all; staff read the queue through admin_list_reviews (with
-- emails), approve and delete.
-- Abuse protection lives here, not in the app (it runs on many serverless
-- instances): per email address and per client address, counted in a private
-- log that keeps only salted hashes. The client address is the `x-client-ip`
-- request header, which the app's server action sets; a caller that omits it
-- is limited per email only.

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- The review form's options: the eight service page slugs plus "other".
  service text not null check (service in (
    'computer-repair', 'mobile-support', 'network-setup', 'security-solutions', 'data-recovery',
    'hardware-upgrades', 'tech-consultation', 'remote-support', 'other'
  )),
  rating integer not null default 5 check (rating between 1 and 5),
  review_text text not null check (char_length(btrim(review_text)) between 1 and 2000),
  approved boolean not null default false,
  created_at timestamptz not null default now()
);

create index reviews_approved_created_at_idx on public.reviews (approved, created_at desc);

-- The salt of the hashes below; readable by the table owner only.
create table private.secrets (
  name text primary key,
  value text not null
);
alter table private.secrets enable row level security;
revoke all on private.secrets from public, anon, authenticated, service_role;
insert into private.secrets (name, value)
values ('review_rate_limit_salt', gen_random_uuid()::text || gen_random_uuid()::text);

create table private.review_submissions (
  id bigint generated always as identity primary key,
  email_hash text not null,
  client_hash text,
  created_at timestamptz not null default now()
);
create index review_submissions_email_idx on private.review_submissions (email_hash, created_at);
create index review_submissions_client_idx on private.review_submissions (client_hash, created_at)
  where client_hash is not null;
create index review_submissions_created_at_idx on private.review_submissions (created_at);
alter table private.review_submissions enable row level security;
revoke all on private.review_submissions from public, anon, authenticated, service_role;

-- Limits: [max reviews, window]. Same values in lib/business-rules.ts.
create or replace function public.review_rate_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"perEmail": {"max": 3, "windowHours": 24}, "perClient": {"max": 5, "windowHours": 1}}'::jsonb
$$;

create or replace function private.reviews_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limits jsonb := public.review_rate_limits();
  v_salt text := (select s.value from private.secrets s where s.name = 'review_rate_limit_salt');
  v_headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  v_client text := pg_catalog.left(nullif(pg_catalog.btrim(v_headers ->> 'x-client-ip'), ''), 100);
  v_email_hash text;
  v_client_hash text;
begin
  new.approved := false;
  new.name := pg_catalog.btrim(new.name);
  new.email := pg_catalog.btrim(new.email);
  new.review_text := pg_catalog.btrim(new.review_text);
  new.created_at := pg_catalog.now();

  v_email_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(v_salt || 'email:' || pg_catalog.lower(new.email), 'UTF8')), 'hex');
  v_client_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(v_salt || 'client:' || v_client, 'UTF8')), 'hex');
  -- Serialise submissions for the same email / client so concurrent ones count each other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_email_hash, 0));
  if v_client_hash is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_client_hash, 0));
  end if;

  delete from private.review_submissions r where r.created_at < pg_catalog.now() - interval '1 day';
  if (select count(*) from private.review_submissions r
      where r.email_hash = v_email_hash
        and r.created_at > pg_catalog.now() - pg_catalog.make_interval(hours => (v_limits #>> '{perEmail,windowHours}')::int))
     >= (v_limits #>> '{perEmail,max}')::int then
    raise exception 'Review rate limit reached for this email address' using errcode = 'PT429';
  end if;
  if v_client_hash is not null and (select count(*) from private.review_submissions r
      where r.client_hash = v_client_hash
        and r.created_at > pg_catalog.now() - pg_catalog.make_interval(hours => (v_limits #>> '{perClient,windowHours}')::int))
     >= (v_limits #>> '{perClient,max}')::int then
    raise exception 'Review rate limit reached for this client address' using errcode = 'PT429';
  end if;
  insert into private.review_submissions (email_hash, client_hash) values (v_email_hash, v_client_hash);
  return new;
end
$$;

revoke all on function public.review_rate_limits(), private.reviews_before_insert() from public, anon, authenticated;
grant execute on function public.review_rate_limits() to anon, authenticated, service_role;

create trigger reviews_before_insert
  before insert on public.reviews
  for each row execute function private.reviews_before_insert();

alter table public.reviews enable row level security;

revoke all on public.reviews from anon, authenticated;
grant select (id, name, service, rating, review_text, created_at, approved) on public.reviews to anon, authenticated;
-- approved is accepted because the app sends approved = false; the trigger forces it.
grant insert (name, email, service, rating, review_text, approved) on public.reviews to anon, authenticated;
grant update (approved), delete on public.reviews to authenticated;
grant all on public.reviews to service_role;

create policy reviews_select_approved_or_staff on public.reviews
  for select to anon, authenticated
  using (approved or (select public.is_staff()));

-- Always true after the trigger; kept as a second lock on the door.
create policy reviews_insert_unapproved on public.reviews
  for insert to anon, authenticated
  with check (not approved);

create policy reviews_update_staff on public.reviews
  for update to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

create policy reviews_delete_staff on public.reviews
  for delete to authenticated
  using ((select public.is_staff()));
