import { ChevronDownIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { NavDropdownOnDemand } from "./header-menus";
import type { NavDropdownItems } from "./nav-dropdown-menu";

export function NavDropdown({ label, ...links }: NavDropdownItems & { label: ReactNode }) {
  return (
    <NavDropdownOnDemand
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
