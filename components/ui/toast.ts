"use client";

import { toast } from "sonner";
import { requestToaster } from "./toaster-slot";

// The one import for showing toasts: importing it mounts the site's Toaster
// (see ToasterSlot), so a page pays for sonner only when it can toast.
requestToaster();

export { toast };
