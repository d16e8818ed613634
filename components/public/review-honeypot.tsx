import { useTranslations } from "next-intl";
import { HONEYPOT_FIELD } from "@/lib/validation/review-options";

/**
 * A trap for form-filling bots: off screen, out of the tab order and hidden
 * from assistive technology, so no person fills it in.
 */
export function ReviewHoneypot() {
  const t = useTranslations("ReviewForm");
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`review-${HONEYPOT_FIELD}`}>{t("honeypot")}</label>
      <input id={`review-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
