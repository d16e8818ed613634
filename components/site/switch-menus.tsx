"use client";

import { onDemandMenu } from "./on-demand-menu";

// The theme and language menus, each fetched on first use (see onDemandMenu),
// for the switches in the header and in the mobile sheet.
export const ThemeSwitchOnDemand = onDemandMenu(() => import("./theme-switch-menu").then((module) => module.ThemeSwitchMenu));
export const LanguageSwitchOnDemand = onDemandMenu(() => import("./language-switch-menu").then((module) => module.LanguageSwitchMenu));
