import type { AdminService } from "@/lib/data/admin-services";
import { ServicesForm } from "./services-form";

/** Every bookable service, in the shop's order, each with its own form. */
export function ServicesEditor({ services }: { services: AdminService[] }) {
  return (
    <ul className="flex flex-col gap-6">
      {services.map((service) => (
        <li key={service.id}>
          <ServicesForm service={service} />
        </li>
      ))}
    </ul>
  );
}
