import { useRevalidator } from "@remix-run/react";
import { counted } from "~/modules/text";
import { usePushDevice, type PushDeviceState } from "~/hooks/usePushDevice";
import { Button } from "~/ui/Button";
import { FormAlert } from "~/ui/FormAlert";

const STATE_WORDS: Record<PushDeviceState, string> = {
  "without-js": "Notifications come by e-mail to a registered member. Turning them on for this device needs JavaScript.",
  unsupported: "Not supported: this browser cannot receive push notifications, so they come by e-mail.",
  unconfigured: "Push is not configured on this server, so notifications come by e-mail.",
  blocked: "Blocked by the browser: allow notifications for this site in its settings, then reload this page.",
  off: "Off for this device.",
  on: "On for this device.",
};

/** Push notifications on this browser: its state in words, and the button that changes it (with JavaScript only). */
export function PushDevice({ publicKey, devices }: { publicKey: string | null; devices: number }) {
  const revalidator = useRevalidator();
  const { state, busy, error, turnOn, turnOff } = usePushDevice(publicKey, revalidator.revalidate);
  return (
    <section aria-labelledby="push-device-title" className="mt-3 space-y-2 border-t border-slate-100 pt-3" data-testid="push-device">
      <h3 id="push-device-title" className="font-medium">
        This device
      </h3>
      <p role="status" className="text-sm text-slate-700">
        {STATE_WORDS[state]}
      </p>
      {state === "off" ? (
        <Button type="button" onClick={turnOn} disabled={busy}>
          Turn on notifications on this device
        </Button>
      ) : null}
      {state === "on" ? (
        <Button type="button" variant="secondary" onClick={turnOff} disabled={busy}>
          Turn off on this device
        </Button>
      ) : null}
      <FormAlert message={error} />
      <p className="text-xs text-slate-600" data-testid="push-devices">
        {devices > 0
          ? `Push notifications go to ${counted(devices, "device")} of yours; without push, by e-mail to a registered member.`
          : "No device of yours gets push notifications: they come by e-mail to a registered member."}
      </p>
    </section>
  );
}
