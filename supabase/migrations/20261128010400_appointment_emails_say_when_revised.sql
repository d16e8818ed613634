-- Every appointment email says when the change it reports was made
-- (revised_at: the transaction's time). Its calendar file takes SEQUENCE from
-- that, so calendars keep the newest state of the appointment even when an
-- older email is delivered late (a retry after a failure). The rest of the
-- function is unchanged.

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
    'customer_email', u.email,
    'revised_at', pg_catalog.now()
  )
  from auth.users u
  left join public.profiles p on p.id = u.id
  left join public.services s on s.id = p_row.service_id
  where u.id = p_row.user_id
$$;
