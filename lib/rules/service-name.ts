import { isServiceType, type ServiceType } from "@/lib/rules/business-rules";

/**
 * An appointment's service in the active language: its translation key read
 * through the ServiceTypes messages, else the name stored with the booking.
 */
export function serviceName(t: (key: ServiceType) => string, appointment: { service_name: string; service_key: string | null }) {
  const key = appointment.service_key;
  return isServiceType(key) ? t(key) : appointment.service_name;
}
