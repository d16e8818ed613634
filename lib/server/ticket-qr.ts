import QRCode from "qrcode";
import { site } from "@/lib/site/business-profile";

/** The console's page of a request: what a job ticket's QR code opens. */
export const consoleRequestUrl = (requestId: string) => `${site.url}/admin/requests/${requestId}`;

/**
 * A QR code of `text` as an SVG document (black on white, no quiet zone of
 * its own: the ticket gives it room), rendered on the server so the ticket
 * ships no QR code to the browser.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: 0, color: { dark: "#000000", light: "#ffffff" } });
}
