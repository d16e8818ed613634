-- Reviews are submitted only through the app's server action, which inserts
-- with the service role and sets `x-client-ip` to the visitor's address as the
-- hosting platform reports it. The header is trustworthy only because nobody
-- else can insert: anon and authenticated lose INSERT, so a visitor can no
-- longer post through the REST API with a header of their choosing (or none).
-- The trigger keeps its defaults (approved = false, trimmed text) and rate
-- limits; an API request without an address now counts in one shared
-- "unknown" client bucket instead of escaping the per-client limit. Only a
-- session outside the API (no request headers at all: the seed, the owner's
-- SQL) has no client bucket; the per-email limit applies to every insert.

revoke insert on public.reviews from anon, authenticated;
drop policy reviews_insert_unapproved on public.reviews;

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
  v_client text := case when v_headers is not null
    then coalesce(pg_catalog.left(nullif(pg_catalog.btrim(v_headers ->> 'x-client-ip'), ''), 100), 'unknown') end;
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
