-- A no-show's or late cancellation's fee is the policy's percentage of the
-- price the appointment was booked at (appointments.price_cents, which a new
-- catalogue price never rewrites), not of the service's listed price text,
-- which the catalogue replaced with services.price_cents.

create or replace function private.appointments_visit_fee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'no_show' or (new.status = 'cancelled' and new.late_cancellation) then
    new.fee_cents := nullif(round(new.price_cents * public.late_cancellation_fee_percent() / 100.0)::bigint, 0);
    new.fee_kind := case when new.fee_cents is null then null when new.status = 'no_show' then 'no_show' else 'late_cancellation' end;
  end if;
  return new;
end
$$;

drop function private.visit_fee_cents(bigint);
