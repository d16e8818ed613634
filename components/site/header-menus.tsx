"use client";

import type { NavDropdownItems } from "./nav-dropdown-menu";
import { onDemandMenu } from "./on-demand-menu";

// The header's menus, each fetched on first use (see onDemandMenu). Their
// triggers are built by the callers, on the server where the header is.
export const NavDropdownOnDemand = onDemandMenu<NavDropdownItems>(() => import("./nav-dropdown-menu").then((module) => module.NavDropdownMenu));
export const ThemeSwitchOnDemand = onDemandMenu(() => import("./theme-switch-menu").then((module) => module.ThemeSwitchMenu));
export const LanguageSwitchOnDemand = onDemandMenu(() => import("./language-switch-menu").then((module) => module.LanguageSwitchMenu));
export const MobileMenuOnDemand = onDemandMenu(() => import("./mobile-menu-sheet").then((module) => module.MobileMenuSheet), "dialog");
