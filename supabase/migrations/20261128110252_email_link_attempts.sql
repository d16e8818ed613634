-- Limits on opening emailed links (sign-up confirmation, password reset,
-- invitation, email change). A link's token hash is sha224(email + 6-digit
-- code), so whoever knows an address has a million candidates; Supabase
-- Auth's own per-IP limit on verification counts the site's server, which
-- verifies every link, not the visitor. So the site's actions take an attempt
-- here before they call Auth: per client address (the `x-client-ip` header
-- the action sets from what the platform reports; without one, every
-- request shares one bucket) and per account (the account of the email
-- typed, else the account the link belongs to, when it belongs to one).
-- Every attempt counts, right or wrong, before the answer is known, so
-- concurrent guesses count each other. A refusal is SQLSTATE PT429 (HTTP 429).
-- Limits: [max attempts, window]. Same values in lib/rules/business-rules.ts.
create or replace function public.email_link_rate_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"perClient": {"max": 10, "windowMinutes": 15}, "perAccount": {"max": 10, "windowMinutes": 15}}'::jsonb
$$;

insert into private.secrets (name, value)
values ('email_link_attempt_salt', gen_random_uuid()::text || gen_random_uuid()::text);

create table private.email_link_attempts (
  id bigint generated always as identity primary key,
  client_hash text not null,
  account_hash text,
  created_at timestamptz not null default now()
);
create index email_link_attempts_client_idx on private.email_link_attempts (client_hash, created_at);
create index email_link_attempts_account_idx on private.email_link_attempts (account_hash, created_at)
  where account_hash is not null;
create index email_link_attempts_created_at_idx on private.email_link_attempts (created_at);
alter table private.email_link_attempts enable row level security;
revoke all on private.email_link_attempts from public, anon, authenticated, service_role;

create or replace function private.take_email_link_attempt(p_email text, p_token_hash text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limits jsonb := public.email_link_rate_limits();
  v_salt text := (select s.value from private.secrets s where s.name = 'email_link_attempt_salt');
  v_headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  v_client text := coalesce(pg_catalog.left(nullif(pg_catalog.btrim(v_headers ->> 'x-client-ip'), ''), 100), 'unknown');
  v_email text := pg_catalog.lower(pg_catalog.btrim(coalesce(p_email, '')));
  v_hash text := pg_catalog.btrim(coalesce(p_token_hash, ''));
  v_account text;
  v_client_hash text;
  v_account_hash text;
  v_window interval;
begin
  if v_email <> '' then
    v_account := coalesce(
      (select u.id::text from auth.users u where pg_catalog.lower(u.email) = v_email limit 1),
      'email:' || v_email
    );
  elsif v_hash <> '' then
    v_account := (
      select u.id::text from auth.users u
      where u.confirmation_token = v_hash or u.recovery_token = v_hash
         or u.email_change_token_new = v_hash or u.email_change_token_current = v_hash
      limit 1
    );
  end if;

  v_client_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(v_salt || 'client:' || v_client, 'UTF8')), 'hex');
  v_account_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(v_salt || 'account:' || v_account, 'UTF8')), 'hex');
  -- Serialise attempts from one address and for one account, so concurrent ones count each other.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_client_hash, 0));
  if v_account_hash is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_account_hash, 0));
  end if;

  delete from private.email_link_attempts a where a.created_at < pg_catalog.now() - interval '1 day';
  v_window := pg_catalog.make_interval(mins => (v_limits #>> '{perClient,windowMinutes}')::int);
  if (select count(*) from private.email_link_attempts a
      where a.client_hash = v_client_hash and a.created_at > pg_catalog.now() - v_window)
     >= (v_limits #>> '{perClient,max}')::int then
    raise exception 'Too many email link attempts from this client address' using errcode = 'PT429';
  end if;
  v_window := pg_catalog.make_interval(mins => (v_limits #>> '{perAccount,windowMinutes}')::int);
  if v_account_hash is not null and (select count(*) from private.email_link_attempts a
      where a.account_hash = v_account_hash and a.created_at > pg_catalog.now() - v_window)
     >= (v_limits #>> '{perAccount,max}')::int then
    raise exception 'Too many email link attempts for this account' using errcode = 'PT429';
  end if;
  insert into private.email_link_attempts (client_hash, account_hash) values (v_client_hash, v_account_hash);
end
$$;

create or replace function public.take_email_link_attempt(p_email text default '', p_token_hash text default '')
returns void
language sql
set search_path = ''
as $$
  select private.take_email_link_attempt(p_email, p_token_hash)
$$;

revoke all on function private.take_email_link_attempt(text, text), public.take_email_link_attempt(text, text)
  from public, anon, authenticated;
grant execute on function private.take_email_link_attempt(text, text), public.take_email_link_attempt(text, text)
  to service_role;
revoke all on function public.email_link_rate_limits() from public;
grant execute on function public.email_link_rate_limits() to anon, authenticated, service_role;
