"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { assignAppointmentTechnician } from "@/lib/actions/admin-assign-appointment-technician";
import { useAdminAction } from "./use-admin-action";
import { useTechnicians } from "./technician-list";

/**
 * Assign a visit to one technician from the page's staff list ("" for
 * nobody). The database checks that the choice is a staff member, whatever
 * the browser sends.
 */
export function AppointmentTechnicianForm({ appointmentId, technicianId, labels }: { appointmentId: string; technicianId: string | null; labels: { service: string; customer: string } }) {
  const t = useTranslations("Admin.technicians.assign");
  const technicians = useTechnicians();
  const { pending, run } = useAdminAction();
  const [choice, setChoice] = useState(technicianId ?? "");
  const id = `appointment-technician-${appointmentId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = technicians.find((technician) => technician.id === choice);
    return run(
      () => assignAppointmentTechnician(appointmentId, choice),
      () =>
        toast.success(t("saved.title"), {
          description: chosen ? t("saved.description", { ...labels, technician: chosen.name }) : t("saved.none", labels),
        }),
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-testid="appointment-technician">
      <label htmlFor={id} className="text-sm font-medium">
        {t("label")}
      </label>
      <div className="flex gap-2">
        <NativeSelect id={id} value={choice} onChange={(event) => setChoice(event.target.value)} disabled={pending} className="min-w-0 flex-1">
          <option value="">{t("none")}</option>
          {technicians.map((technician) => (
            <option key={technician.id} value={technician.id}>
              {technician.name}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" variant="outline" disabled={pending || choice === (technicianId ?? "")}>
          {pending ? t("saving") : t("save")}
        </Button>
      </div>
      {technicians.length === 0 ? <p className="text-xs text-muted-foreground">{t("emptyList")}</p> : null}
    </form>
  );
}
