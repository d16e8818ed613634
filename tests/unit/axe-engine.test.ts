import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { AXE_WCAG_TAGS } from "../e2e/helpers/axe-rules";

// The end-to-end accessibility checks are only as good as the axe-core engine
// they inject: before 4.14, label-content-name-mismatch (WCAG 2.5.3, Label in
// Name) was experimental and never ran under our tags.

describe("the axe-core engine behind the end-to-end checks", () => {
  it("is 4.14 or newer", () => {
    const [major, minor] = axe.version.split(".").map(Number);
    expect(major! > 4 || (major === 4 && minor! >= 14), `axe-core ${axe.version}`).toBe(true);
  });

  it.each(["label-content-name-mismatch", "color-contrast", "target-size", "button-name", "label"])(
    "runs %s under the tags the checks use",
    (ruleId) => {
      const rule = axe.getRules(AXE_WCAG_TAGS).find((candidate) => candidate.ruleId === ruleId);
      expect(rule, ruleId).toBeDefined();
      expect(rule!.tags).not.toContain("experimental");
    },
  );
});
