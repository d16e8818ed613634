/**
 * IANA zone of the shop; SQL: public.business_time_zone() (held equal by
 * tests/db/business-rules.test.ts). A module of its own so that the header,
 * footer and date formats on every public page do not bring all of
 * `business-rules.ts` into the browser with it.
 */
export const BUSINESS_TIME_ZONE = "America/Chicago";
