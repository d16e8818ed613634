"use client";

import { createElement } from "react";
import { toast } from "sonner";
import { Toaster } from "./sonner";
import { provideToaster } from "./toaster-slot";

// Loaded with the first toast (see ./toast): mounts the site's Toaster in
// ToasterSlot and hands sonner's `toast` back.
provideToaster(createElement(Toaster));

export { toast };
