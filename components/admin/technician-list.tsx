"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { TechnicianColour } from "@/lib/rules/business-rules";
import { TECHNICIAN_SWATCH } from "@/lib/rules/technician-colours";
import { cn } from "@/lib/ui/class-names";

/** A technician as the console's client components see them (lib/data/admin-technicians.ts). */
export interface TechnicianOption {
  id: string;
  name: string;
  colour: TechnicianColour;
}

const TechnicianListContext = createContext<readonly TechnicianOption[]>([]);

/** The staff list, read once by the page, for every technician choice and name on it. */
export function TechnicianListProvider({ technicians, children }: { technicians: readonly TechnicianOption[]; children: ReactNode }) {
  return <TechnicianListContext.Provider value={technicians}>{children}</TechnicianListContext.Provider>;
}

export const useTechnicians = () => useContext(TechnicianListContext);

/** The technician's colour as a small square; the name always goes beside it. */
export function TechnicianSwatch({ colour, className }: { colour: TechnicianColour; className?: string }) {
  return <span aria-hidden className={cn("inline-block size-2.5 shrink-0 rounded-[3px]", TECHNICIAN_SWATCH[colour], className)} />;
}
