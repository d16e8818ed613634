-- An approved estimate is final, and a receipt is paid within the request's
-- life (docs/estimates.md).
--
-- 1. The customer's approval is their signature on the work and its price:
--    once the current estimate is approved, staff cannot write or send a
--    new version (ES010), which would supersede the approval, and a decline
--    of that revision would leave the request approved with no approved
--    estimate for its receipt (ES006). A change found while doing the work
--    goes into the receipt's final lines, which may differ from the estimate.
--    Checked on the table, whoever writes: a new or edited draft while an
--    approved version is current, and superseding an approved version.
-- 2. A receipt's payment date lies between the day the request was filed
--    (on the shop's calendar) and today (ES008).

create or replace function private.estimates_approval_is_final()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.status = 'approved' and old.superseded_at is null and new.superseded_at is not null then
    raise exception 'The customer approved this estimate: it cannot be replaced' using errcode = 'ES010';
  end if;
  if new.status = 'draft' and exists (
    select 1 from public.estimates e
    where e.request_id = new.request_id and e.status = 'approved' and e.superseded_at is null and e.id <> new.id
  ) then
    raise exception 'The customer approved an estimate for this request: no new version' using errcode = 'ES010';
  end if;
  return new;
end
$$;

create trigger estimates_approval_is_final
  before insert or update on public.estimates
  for each row execute function private.estimates_approval_is_final();

create or replace function private.receipts_paid_within_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_filed date;
begin
  select (r.created_at at time zone public.business_time_zone())::date into v_filed
  from public.service_requests r where r.id = new.request_id;
  if new.paid_on is null or new.paid_on < v_filed or new.paid_on > private.shop_today() then
    raise exception 'The payment date must lie between the day the request was filed and today'
      using errcode = 'ES008';
  end if;
  return new;
end
$$;

create trigger receipts_paid_within_request
  before insert or update of paid_on on public.receipts
  for each row execute function private.receipts_paid_within_request();

revoke all on function private.estimates_approval_is_final(), private.receipts_paid_within_request()
  from public, anon, authenticated;
