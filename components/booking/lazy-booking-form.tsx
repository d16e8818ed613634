"use client";

import dynamic from "next/dynamic";

/**
 * The booking form as its own chunk: the page renders it (server-side too) only
 * for signed-in visitors, so signed-out ones never download the calendar,
 * the form library or the select.
 */
export const LazyBookingForm = dynamic(() => import("./booking-form").then((module) => module.BookingForm));
