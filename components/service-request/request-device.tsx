import { getTranslations } from "next-intl/server";
import { DetailItem } from "@/components/ui/detail-item";
import type { RequestDevice } from "@/lib/data/service-requests";
import { DEVICE_KINDS } from "@/lib/rules/business-rules";

const isKind = (value: string | null): value is (typeof DEVICE_KINDS)[number] => value !== null && (DEVICE_KINDS as readonly string[]).includes(value);

/**
 * The device recorded with the request (what the customer filed, and what
 * staff completed at drop-off), in the page's language: its kind, make and
 * model, then each other detail under its label. Nothing when none is
 * recorded. The passcode is never here: it lives apart, readable by staff only.
 */
export async function RequestDeviceItem({ device }: { device: RequestDevice }) {
  const [t, labels] = await Promise.all([getTranslations("RequestDetail"), getTranslations("Device")]);
  const name = [isKind(device.device_kind) ? labels(`kinds.${device.device_kind}`) : null, device.device_make, device.device_model].filter(Boolean).join(" · ");
  const details = [
    [labels("deviceSerial"), device.device_serial],
    [labels("deviceLeftWith"), device.device_left_with],
    [labels("deviceCondition"), device.device_condition],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  if (!name && details.length === 0) return null;
  return (
    <DetailItem label={t("device")} wide>
      <div data-testid="request-device" className="flex flex-col gap-1 break-words">
        {name ? <p className="font-medium">{name}</p> : null}
        {details.map(([label, value]) => (
          <p key={label} className="text-sm">
            <span className="text-muted-foreground">{label}:</span> {value}
          </p>
        ))}
      </div>
    </DetailItem>
  );
}
