import enComputerRepair from "./en/computer-repair";
import enDataRecovery from "./en/data-recovery";
import enHardwareUpgrades from "./en/hardware-upgrades";
import enMobileSupport from "./en/mobile-support";
import enNetworkSetup from "./en/network-setup";
import enRemoteSupport from "./en/remote-support";
import enSecuritySolutions from "./en/security-solutions";
import enTechConsultation from "./en/tech-consultation";
import esComputerRepair from "./es/computer-repair";
import esDataRecovery from "./es/data-recovery";
import esHardwareUpgrades from "./es/hardware-upgrades";
import esMobileSupport from "./es/mobile-support";
import esNetworkSetup from "./es/network-setup";
import esRemoteSupport from "./es/remote-support";
import esSecuritySolutions from "./es/security-solutions";
import esTechConsultation from "./es/tech-consultation";
import { SERVICE_SLUGS } from "./slugs";
import type { ContentLocale, ServiceContent, ServiceSlug } from "./types";

export type * from "./types";
export { buildGenericService, titleFromSlug } from "./generic";
export * from "./catalogue";

export { SERVICE_SLUGS } from "./slugs";

const content: Record<ContentLocale, Record<ServiceSlug, ServiceContent>> = {
  en: {
    "computer-repair": enComputerRepair,
    "mobile-support": enMobileSupport,
    "network-setup": enNetworkSetup,
    "security-solutions": enSecuritySolutions,
    "data-recovery": enDataRecovery,
    "hardware-upgrades": enHardwareUpgrades,
    "tech-consultation": enTechConsultation,
    "remote-support": enRemoteSupport,
  },
  es: {
    "computer-repair": esComputerRepair,
    "mobile-support": esMobileSupport,
    "network-setup": esNetworkSetup,
    "security-solutions": esSecuritySolutions,
    "data-recovery": esDataRecovery,
    "hardware-upgrades": esHardwareUpgrades,
    "tech-consultation": esTechConsultation,
    "remote-support": esRemoteSupport,
  },
};

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(slug);
}

/** A service's bundled content; null for a slug without its own page (use buildGenericService). */
export function getServiceContent(locale: ContentLocale, slug: ServiceSlug): ServiceContent;
export function getServiceContent(locale: ContentLocale, slug: string): ServiceContent | null;
export function getServiceContent(locale: ContentLocale, slug: string): ServiceContent | null {
  return isServiceSlug(slug) ? content[locale][slug] : null;
}
