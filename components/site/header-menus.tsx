"use client";

import type { NavDropdownItems } from "./nav-dropdown-menu";
import { onDemandMenu } from "./on-demand-menu";

// The header's menus, each fetched on first use (see onDemandMenu). Their
// triggers are built by the callers, on the server where the header is. The
// theme and language menus are in switch-menus.tsx: the mobile sheet shows
// those switches too, so keeping them here would make a circle.
export const NavDropdownOnDemand = onDemandMenu<NavDropdownItems>(() => import("./nav-dropdown-menu").then((module) => module.NavDropdownMenu));
export const MobileMenuOnDemand = onDemandMenu(() => import("./mobile-menu-sheet").then((module) => module.MobileMenuSheet), "dialog");
