"use client";

import { useCallback, useEffect, useState } from "react";
import { getBookedSlots } from "@/lib/actions/get-booked-slots";
import type { BusyInterval } from "@/lib/rules/booking-availability";
import type { SlotsStatus } from "./slot-picker";

interface Answer {
  key: string;
  date: string;
  ok: boolean;
  busy: BusyInterval[];
}

/**
 * The busy intervals of the chosen day (leaving out `ignoreId`, the
 * appointment being moved, when it is the caller's), fetched when the day changes and on
 * `refresh()` (after the database refused a slot someone else just took).
 * An answer for another day or an older request is never shown as current;
 * while a day is refreshed, its last known intervals stay in place.
 */
export function useBookedSlots(date: string, ignoreId?: string) {
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = `${date}#${version}`;

  useEffect(() => {
    if (!date) return;
    let current = true;
    const settle = (ok: boolean, busy: BusyInterval[]) => current && setAnswer({ key: `${date}#${version}`, date, ok, busy });
    getBookedSlots(date, ignoreId)
      .then((result) => settle(result.ok, result.ok ? result.busy : []))
      .catch(() => settle(false, []));
    return () => {
      current = false;
    };
  }, [date, version, ignoreId]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const status: SlotsStatus = !date ? "noDate" : answer?.key !== key ? "loading" : answer.ok ? "ready" : "unknown";
  return { status, busy: answer?.date === date ? answer.busy : [], refresh };
}
