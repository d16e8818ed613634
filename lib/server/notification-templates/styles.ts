import type { CSSProperties } from "react";

/**
 * Inline styles of every email. Each block sets both its text and its
 * background colour, so a client's dark mode that rewrites one never leaves
 * dark text on a dark ground; every pair has a contrast of 4.5:1 or more.
 */
export const colors = {
  page: "#f3f4f6",
  card: "#ffffff",
  ink: "#111827",
  body: "#374151",
  muted: "#4b5563",
  line: "#e5e7eb",
  panel: "#f9fafb",
  brand: "#1e3a8a",
  onBrand: "#ffffff",
  action: "#1d4ed8",
  onAction: "#ffffff",
  link: "#1d4ed8",
  warningGround: "#fffbeb",
  warningInk: "#78350f",
  warningEdge: "#d97706",
  infoGround: "#eff6ff",
  infoInk: "#1e3a8a",
  infoEdge: "#3b82f6",
} as const;

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const styles = {
  body: { margin: 0, padding: "24px 0", backgroundColor: colors.page, color: colors.ink, fontFamily: font },
  container: { maxWidth: "600px", width: "100%", margin: "0 auto", backgroundColor: colors.card, color: colors.ink, borderRadius: "8px", overflow: "hidden" },
  header: { backgroundColor: colors.brand, color: colors.onBrand, padding: "20px 32px" },
  brand: { margin: 0, fontSize: "18px", lineHeight: "24px", fontWeight: 700, color: colors.onBrand, backgroundColor: colors.brand },
  main: { padding: "28px 32px 8px", borderRadius: "0 0 8px 8px", backgroundColor: colors.card, color: colors.ink },
  heading: { margin: "0 0 16px", fontSize: "24px", lineHeight: "32px", fontWeight: 700, color: colors.ink, backgroundColor: colors.card },
  text: { margin: "0 0 16px", fontSize: "16px", lineHeight: "26px", whiteSpace: "pre-line", color: colors.body, backgroundColor: colors.card },
  link: { color: colors.link, textDecoration: "underline" },
  details: { width: "100%", margin: "0 0 20px", borderCollapse: "collapse", backgroundColor: colors.panel, color: colors.ink, border: `1px solid ${colors.line}`, borderRadius: "6px" },
  detailLabel: { padding: "10px 16px", width: "32%", verticalAlign: "top", fontSize: "14px", lineHeight: "20px", color: colors.muted, backgroundColor: colors.panel, borderBottom: `1px solid ${colors.line}` },
  detailValue: { padding: "10px 16px", verticalAlign: "top", fontSize: "15px", lineHeight: "22px", fontWeight: 600, color: colors.ink, backgroundColor: colors.panel, borderBottom: `1px solid ${colors.line}` },
  warning: { margin: "0 0 20px", padding: "12px 16px", fontSize: "15px", lineHeight: "22px", color: colors.warningInk, backgroundColor: colors.warningGround, borderLeft: `4px solid ${colors.warningEdge}` },
  info: { margin: "0 0 20px", padding: "12px 16px", fontSize: "15px", lineHeight: "22px", color: colors.infoInk, backgroundColor: colors.infoGround, borderLeft: `4px solid ${colors.infoEdge}` },
  actions: { margin: "4px 0 24px", backgroundColor: colors.card, color: colors.ink },
  button: { display: "inline-block", padding: "12px 22px", borderRadius: "6px", fontSize: "16px", lineHeight: "20px", fontWeight: 600, textDecoration: "none", color: colors.onAction, backgroundColor: colors.action },
  secondary: { margin: "14px 0 0", fontSize: "15px", lineHeight: "24px", color: colors.body, backgroundColor: colors.card },
  quote: { margin: "0 0 20px", padding: "12px 16px", fontSize: "15px", lineHeight: "24px", fontStyle: "italic", whiteSpace: "pre-wrap", color: colors.body, backgroundColor: colors.panel, borderLeft: `4px solid ${colors.line}` },
  footer: { padding: "20px 32px 24px", backgroundColor: colors.page, color: colors.muted },
  footerText: { margin: "0 0 8px", fontSize: "13px", lineHeight: "20px", color: colors.muted, backgroundColor: colors.page },
  footerLink: { color: colors.muted, textDecoration: "underline", whiteSpace: "nowrap" },
  rule: { margin: "0 0 16px", borderColor: colors.line, borderTopWidth: "1px" },
} satisfies Record<string, CSSProperties>;
