"use client";

import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { Link } from "@/i18n/navigation";
import type { OnDemandMenuProps } from "./on-demand-menu";

export interface NavItem {
  href: string;
  label: string;
}

export interface NavDropdownItems {
  items: NavItem[];
  first?: NavItem;
}

/** A navigation bar dropdown (Radix): arrow keys move, Enter follows, Escape closes. Loaded by NavDropdown. */
export function NavDropdownMenu({ trigger, defaultOpen, items, first }: NavDropdownItems & OnDemandMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        {first ? (
          <>
            <DropdownMenuItem asChild>
              <Link href={first.href} className="font-medium">
                {first.label}
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        {items.map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <Link href={item.href}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
