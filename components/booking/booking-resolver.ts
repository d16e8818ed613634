import { lazyResolver } from "@/lib/ui/lazy-resolver";
import type { BookingInput, BookingValues } from "@/lib/validation/booking";

/** standardSchemaResolver(bookingSchema), loaded when the form is first touched (issue #7: page JS under 200 KB). */
export const bookingResolver = lazyResolver<BookingInput, BookingValues>(() =>
  Promise.all([import("@hookform/resolvers/standard-schema"), import("@/lib/validation/booking")]).then(
    ([{ standardSchemaResolver }, { bookingSchema }]) => standardSchemaResolver(bookingSchema),
  ),
);
