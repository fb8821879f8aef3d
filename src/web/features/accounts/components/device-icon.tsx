import { Monitor, Smartphone } from 'lucide-react';

/** A phone or a computer, from a device's name ('Safari on iPhone', 'Chrome on Windows': #shared/browser-name.ts). */
export function DeviceIcon({ name }: { name: string }) {
  const Icon = /iPhone|Android/.test(name) ? Smartphone : Monitor;
  return <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />;
}
