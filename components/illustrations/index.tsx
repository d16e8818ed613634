import type { ComponentType } from "react";
import { ComputerRepairIllustration } from "./computer-repair";
import { DataRecoveryIllustration } from "./data-recovery";
import { GenericServiceIllustration } from "./generic-service";
import { HardwareUpgradesIllustration } from "./hardware-upgrades";
import { MobileSupportIllustration } from "./mobile-support";
import { NetworkSetupIllustration } from "./network-setup";
import { RemoteSupportIllustration } from "./remote-support";
import { SecuritySolutionsIllustration } from "./security-solutions";
import { TechConsultationIllustration } from "./tech-consultation";
import type { IllustrationProps } from "./types";

export type { IllustrationProps } from "./types";
export { HeroIllustration } from "./hero";
export { AboutStoryIllustration } from "./about-story";
export { NotFoundIllustration } from "./not-found";

/** One illustration per service slug, plus "generic" for unknown slugs. */
export const serviceIllustrations: Record<string, ComponentType<IllustrationProps>> = {
  "computer-repair": ComputerRepairIllustration,
  "mobile-support": MobileSupportIllustration,
  "network-setup": NetworkSetupIllustration,
  "security-solutions": SecuritySolutionsIllustration,
  "data-recovery": DataRecoveryIllustration,
  "hardware-upgrades": HardwareUpgradesIllustration,
  "tech-consultation": TechConsultationIllustration,
  "remote-support": RemoteSupportIllustration,
  generic: GenericServiceIllustration,
};

/** The service's illustration, or the generic one for a slug without its own. */
export function ServiceIllustration({ slug, ...props }: IllustrationProps & { slug: string }) {
  // hasOwn: a slug from the URL such as "constructor" must not reach Object.prototype.
  const Illustration = Object.hasOwn(serviceIllustrations, slug)
    ? serviceIllustrations[slug]!
    : GenericServiceIllustration;
  return <Illustration {...props} />;
}
