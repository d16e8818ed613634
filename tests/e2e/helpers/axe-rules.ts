/**
 * The WCAG tags every axe check runs. axe-core only runs a rule under these
 * tags once it is no longer tagged `experimental`: label-content-name-mismatch
 * (WCAG 2.5.3) left that state in axe-core 4.14, which is why
 * tests/unit/axe-engine.test.ts pins the engine's minimum version.
 */
export const AXE_WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
