"use client";

import { createElement } from "react";
import { toast } from "sonner";
import { Toaster } from "./sonner";
import { provideToaster } from "./toaster-slot";

// The one import for showing toasts: importing it mounts the site's Toaster
// (see ToasterSlot), so a page pays for sonner only when it can toast.
provideToaster(createElement(Toaster));

export { toast };
