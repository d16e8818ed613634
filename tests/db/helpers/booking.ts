import type { Queryable } from "@/supabase/local/db";
import { type Attempt, attempt } from "./db";

export interface BookingArgs {
  serviceId: number;
  at: string;
  serviceName?: string;
  duration?: number;
  description?: string | null;
  requestId?: string | null;
}

export interface AppointmentRow {
  id: string;
  user_id: string;
  service_id: string;
  service_name: string;
  appointment_date: Date;
  ends_at: Date;
  duration: number;
  issue_description: string | null;
  status: string;
  service_request_id: string | null;
  late_cancellation: boolean;
}

/** schedule_appointment called with named arguments, as PostgREST's /rpc does. */
export function book(q: Queryable, args: BookingArgs): Promise<Attempt<AppointmentRow>> {
  return attempt<AppointmentRow>(
    q,
    `select * from public.schedule_appointment(p_service_id => $1, p_service_name => $2, p_appointment_date => $3,
       p_duration => $4, p_issue_description => $5, p_service_request_id => $6)`,
    [args.serviceId, args.serviceName ?? "Any name", args.at, args.duration ?? 60, args.description ?? null, args.requestId ?? null],
  );
}

/** Books and fails the test when refused. */
export async function mustBook(q: Queryable, args: BookingArgs): Promise<AppointmentRow> {
  const res = await book(q, args);
  if (res.error) throw new Error(`booking refused: ${res.error.message}`);
  return res.rows[0]!;
}
