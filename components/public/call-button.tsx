import { PhoneIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { site } from "@/lib/site/business-profile";

/** A tel: link to the shop, styled as a button. */
export function CallButton({ label, ...props }: { label: string } & Omit<ComponentProps<typeof Button>, "asChild" | "children">) {
  return (
    <Button asChild {...props}>
      <a href={`tel:${site.phone.e164}`}>
        <PhoneIcon aria-hidden />
        {label}
      </a>
    </Button>
  );
}
