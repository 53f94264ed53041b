import { pushKeySchema } from "@sira/schema/job-api";
import { useEffect } from "react";
import { api } from "../../lib/api";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

let registering: Promise<void> | undefined;

/**
 * Register the service worker (/sw.js) and this device's push subscription with the server,
 * once per page load, when the browser supports push and notifications are already granted
 * (the dashboard banner asks for permission). Failures are silent: alerts are optional.
 */
export function registerJobAlerts(): Promise<void> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || typeof Notification === "undefined")
    return Promise.resolve();
  if (Notification.permission !== "granted") return Promise.resolve();
  registering ??= (async () => {
    const registration = await navigator.serviceWorker.register("/sw.js");
    await navigator.serviceWorker.ready;
    const { publicKey } = await api("/push/key", { schema: pushKeySchema });
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    await api("/push/subscribe", { method: "POST", body: subscription.toJSON() });
  })().catch(() => {
    registering = undefined;
  });
  return registering;
}

/** Register job alerts on mount (signed-in screens) and again when permission becomes granted. */
export function useJobAlerts() {
  useEffect(() => {
    void registerJobAlerts();
    if (!("permissions" in navigator)) return;
    let status: PermissionStatus | undefined;
    const handleChange = () => void registerJobAlerts();
    navigator.permissions
      .query({ name: "notifications" })
      .then((s) => {
        status = s;
        s.addEventListener("change", handleChange);
      })
      .catch(() => {});
    return () => status?.removeEventListener("change", handleChange);
  }, []);
}
