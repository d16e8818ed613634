"use client";

import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { NavDropdownItems } from "./nav-dropdown-menu";
import { onDemandMenu } from "./on-demand-menu";

const Menu = onDemandMenu<NavDropdownItems>(() => import("./nav-dropdown-menu").then((module) => module.NavDropdownMenu));

export function NavDropdown({ label, ...links }: NavDropdownItems & { label: ReactNode }) {
  return (
    <Menu
      {...links}
      trigger={
        <Button variant="ghost" size="sm" className="gap-1 text-sm font-medium">
          {label}
          <ChevronDownIcon aria-hidden className="size-4 opacity-70" />
        </Button>
      }
    />
  );
}
