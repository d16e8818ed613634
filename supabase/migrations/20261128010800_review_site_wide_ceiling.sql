-- Review limits per visitor without letting one visitor block everyone.
-- Before, a submission without a client address counted in one shared
-- "unknown" bucket of 5 an hour, so on a host that reports no address one
-- visitor could stop all reviews. Now an address, when the platform reports
-- one, has its own limit; every submission through the API also counts
-- against a higher site-wide ceiling, which bounds a flood whether or not
-- addresses are known. The per-email limit is unchanged. All refusals:
-- SQLSTATE PT429 (HTTP 429).
create or replace function public.review_rate_limits()
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '{"perEmail": {"max": 3, "windowHours": 24}, "perClient": {"max": 5, "windowHours": 1}, "siteWide": {"max": 100, "windowHours": 1}}'::jsonb
$$;

alter table private.review_submissions add column through_api boolean not null default false;

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
  -- Serialise submissions through the API, so concurrent ones count each other.
  if v_headers is not null then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('review_submissions', 0));
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_email_hash, 0));

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
  if v_headers is not null and (select count(*) from private.review_submissions r
      where r.through_api
        and r.created_at > pg_catalog.now() - pg_catalog.make_interval(hours => (v_limits #>> '{siteWide,windowHours}')::int))
     >= (v_limits #>> '{siteWide,max}')::int then
    raise exception 'Review rate limit reached for the site' using errcode = 'PT429';
  end if;
  insert into private.review_submissions (email_hash, client_hash, through_api) values (v_email_hash, v_client_hash, v_headers is not null);
  return new;
end
$$;
