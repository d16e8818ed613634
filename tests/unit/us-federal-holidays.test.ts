import { describe, expect, it } from "vitest";
import { isObservedFederalHoliday, observedDay, US_FEDERAL_HOLIDAYS, usFederalHolidays } from "@/lib/rules/us-federal-holidays";

// A new install and the console's "Add federal holidays" close the shop on these
// days, so they are checked against the published dates (OPM's federal
// holiday lists for 2026 and 2027) and the observed-day rule.

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const asTable = (year: number) => Object.fromEntries(usFederalHolidays(year).map(({ holiday, date, observed }) => [holiday, [date, observed]]));

describe("US federal holidays", () => {
  it("2026, as published (Independence Day on a Saturday is observed Friday, July 3)", () => {
    expect(asTable(2026)).toEqual({
      newYearsDay: ["2026-01-01", "2026-01-01"],
      martinLutherKingDay: ["2026-01-19", "2026-01-19"],
      presidentsDay: ["2026-02-16", "2026-02-16"],
      memorialDay: ["2026-05-25", "2026-05-25"],
      juneteenth: ["2026-06-19", "2026-06-19"],
      independenceDay: ["2026-07-04", "2026-07-03"],
      laborDay: ["2026-09-07", "2026-09-07"],
      columbusDay: ["2026-10-12", "2026-10-12"],
      veteransDay: ["2026-11-11", "2026-11-11"],
      thanksgivingDay: ["2026-11-26", "2026-11-26"],
      christmasDay: ["2026-12-25", "2026-12-25"],
    });
  });

  it("2027, as published (Juneteenth and Christmas on Saturdays, Independence Day on a Sunday)", () => {
    expect(asTable(2027)).toEqual({
      newYearsDay: ["2027-01-01", "2027-01-01"],
      martinLutherKingDay: ["2027-01-18", "2027-01-18"],
      presidentsDay: ["2027-02-15", "2027-02-15"],
      memorialDay: ["2027-05-31", "2027-05-31"],
      juneteenth: ["2027-06-19", "2027-06-18"],
      independenceDay: ["2027-07-04", "2027-07-05"],
      laborDay: ["2027-09-06", "2027-09-06"],
      columbusDay: ["2027-10-11", "2027-10-11"],
      veteransDay: ["2027-11-11", "2027-11-11"],
      thanksgivingDay: ["2027-11-25", "2027-11-25"],
      christmasDay: ["2027-12-25", "2027-12-24"],
    });
  });

  it("observes a Saturday holiday on the Friday before and a Sunday one on the Monday after, across month and year ends", () => {
    expect(observedDay("2022-01-01")).toBe("2021-12-31"); // Saturday
    expect(observedDay("2028-01-01")).toBe("2027-12-31"); // Saturday
    expect(observedDay("2023-01-01")).toBe("2023-01-02"); // Sunday
    expect(observedDay("2022-12-25")).toBe("2022-12-26"); // Sunday
    expect(observedDay("2021-07-04")).toBe("2021-07-05"); // Sunday
    expect(observedDay("2026-06-19")).toBe("2026-06-19"); // Friday
    expect(observedDay("2026-11-11")).toBe("2026-11-11"); // Wednesday
    expect(usFederalHolidays(2022)[0]).toEqual({ holiday: "newYearsDay", date: "2022-01-01", observed: "2021-12-31" });
  });

  it("gives 11 holidays in calendar order, each observed on a weekday, for any year", () => {
    for (let year = 2021; year <= 2060; year++) {
      const list = usFederalHolidays(year);
      expect(list.map((h) => h.holiday)).toEqual([...US_FEDERAL_HOLIDAYS]);
      for (const { date, observed } of list) {
        expect(date.startsWith(`${year}-`)).toBe(true);
        expect([1, 2, 3, 4, 5]).toContain(weekday(observed));
      }
      expect(list.map((h) => h.date)).toEqual(list.map((h) => h.date).toSorted());
      expect(weekday(list.find((h) => h.holiday === "thanksgivingDay")!.date)).toBe(4);
      for (const monday of ["martinLutherKingDay", "presidentsDay", "memorialDay", "laborDay", "columbusDay"]) {
        expect(weekday(list.find((h) => h.holiday === monday)!.date), `${monday} ${year}`).toBe(1);
      }
    }
  });

  it("refuses years without all 11 holidays and non-years", () => {
    for (const year of [2020, 1999, 2026.5, Number.NaN, 10_000]) expect(() => usFederalHolidays(year)).toThrow(RangeError);
  });

  it("knows the observed days of the current year's holidays, the year's-end New Year's Day included", () => {
    for (const day of ["2026-11-26", "2026-12-25", "2027-01-01", "2027-12-31", "2026-07-03"]) expect(isObservedFederalHoliday(day), day).toBe(true);
    for (const day of ["2026-12-24", "2026-12-31", "2026-07-04", "2026-11-27", "2021-01-01"]) expect(isObservedFederalHoliday(day), day).toBe(day === "2021-01-01");
    expect(isObservedFederalHoliday("9999-12-31")).toBe(false);
  });
});
