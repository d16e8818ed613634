-- A new install starts closed on the US federal holidays still ahead this
-- year and on all of next year's, each all day on its observed day, with the
-- holiday's name as the reason in English and Spanish (as the console's
-- "Add federal holidays" writes them). The dates are computed here exactly as
-- lib/scheduling/us-federal-holidays.ts computes them (tests/db/holidays.test.ts
-- compares the two for every year from 2021 to 2100).
--
-- Opting out: run `alter database postgres set app.federal_holidays = 'off';`
-- before this migration is applied (docs/customizing.md), or remove the days
-- on the console's Schedule page afterwards.
--
-- Days a whole-day closure already covers are skipped, and so are days with an
-- open appointment (an existing install): nobody is flagged or emailed by a
-- migration; staff close those days from the console, which lists them first.

-- The `p_n`th (1-based; -1 = last) weekday `p_dow` (0 = Sunday … 6 = Saturday) of a month.
create function private.nth_weekday(p_year integer, p_month integer, p_dow integer, p_n integer)
returns date
language sql
immutable
set search_path = ''
as $$
  select case
    when p_n > 0 then
      make_date(p_year, p_month, 1)
        + ((p_dow - extract(dow from make_date(p_year, p_month, 1))::integer + 7) % 7)
        + (p_n - 1) * 7
    else
      (make_date(p_year, p_month, 1) + interval '1 month')::date - 1
        - ((extract(dow from (make_date(p_year, p_month, 1) + interval '1 month')::date - 1)::integer - p_dow + 7) % 7)
  end
$$;

-- The 11 federal holidays (5 U.S.C. 6103) of a year: the day itself and the
-- day it is observed (Saturday -> the Friday before, Sunday -> the Monday after).
create function private.us_federal_holidays(p_year integer)
returns table (holiday text, holiday_on date, observed_on date, name_en text, name_es text)
language sql
immutable
set search_path = ''
as $$
  select h.holiday, h.day,
         h.day + case extract(dow from h.day)::integer when 6 then -1 when 0 then 1 else 0 end,
         h.name_en, h.name_es
  from (values
    (1, 'newYearsDay', make_date(p_year, 1, 1), 'New Year''s Day', 'Año Nuevo'),
    (2, 'martinLutherKingDay', private.nth_weekday(p_year, 1, 1, 3), 'Martin Luther King Jr. Day', 'Día de Martin Luther King Jr.'),
    (3, 'presidentsDay', private.nth_weekday(p_year, 2, 1, 3), 'Presidents'' Day', 'Día de los Presidentes'),
    (4, 'memorialDay', private.nth_weekday(p_year, 5, 1, -1), 'Memorial Day', 'Día de los Caídos'),
    (5, 'juneteenth', make_date(p_year, 6, 19), 'Juneteenth', 'Juneteenth (Día de la Emancipación)'),
    (6, 'independenceDay', make_date(p_year, 7, 4), 'Independence Day', 'Día de la Independencia'),
    (7, 'laborDay', private.nth_weekday(p_year, 9, 1, 1), 'Labor Day', 'Día del Trabajo'),
    (8, 'columbusDay', private.nth_weekday(p_year, 10, 1, 2), 'Columbus Day', 'Día de Colón'),
    (9, 'veteransDay', make_date(p_year, 11, 11), 'Veterans Day', 'Día de los Veteranos'),
    (10, 'thanksgivingDay', private.nth_weekday(p_year, 11, 4, 4), 'Thanksgiving Day', 'Día de Acción de Gracias'),
    (11, 'christmasDay', make_date(p_year, 12, 25), 'Christmas Day', 'Navidad')
  ) as h(n, holiday, day, name_en, name_es)
  order by h.n
$$;

-- Closes the shop all day on the holidays of this year (on the shop's
-- calendar) observed today or later, and on all of next year's; returns how
-- many days it closed. Not callable through the API.
create function private.close_federal_holidays()
returns integer
language sql
set search_path = ''
as $$
  with today as (
    select (now() at time zone public.business_time_zone())::date as day
  ), added as (
    insert into public.closures (starts_on, ends_on, reason_en, reason_es, created_by)
    select h.observed_on, h.observed_on,
           case when h.observed_on = h.holiday_on then h.name_en else h.name_en || ' (observed)' end,
           case when h.observed_on = h.holiday_on then h.name_es else h.name_es || ' (observado)' end,
           null
    from today,
      lateral pg_catalog.generate_series(extract(year from today.day)::integer, extract(year from today.day)::integer + 1) as y,
      lateral private.us_federal_holidays(y) h
    where h.observed_on >= today.day
      and not exists (
        select 1 from public.closures c
        where c.closed_from is null and c.starts_on <= h.observed_on and h.observed_on <= c.ends_on
      )
      and not exists (
        select 1 from public.appointments a
        where a.status not in ('cancelled', 'completed')
          and (a.appointment_date at time zone public.business_time_zone())::date = h.observed_on
      )
    returning 1
  )
  select count(*)::integer from added
$$;

revoke all on function private.nth_weekday(integer, integer, integer, integer) from public;
revoke all on function private.us_federal_holidays(integer) from public;
revoke all on function private.close_federal_holidays() from public;

select private.close_federal_holidays()
where coalesce(current_setting('app.federal_holidays', true), '') <> 'off';
