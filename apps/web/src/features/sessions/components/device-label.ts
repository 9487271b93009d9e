import Bowser from 'bowser';

export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'unknown';

interface Device {
  /** "Chrome 131 on macOS", as far as the user agent tells. */
  label: string;
  kind: DeviceKind;
}

function kindOf(type: string | undefined): DeviceKind {
  return type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'unknown';
}

/** What a session's user agent says about the browser and the device it ran on. */
export function describeDevice(userAgent: string | null): Device {
  if (userAgent === null || userAgent.trim() === '') {
    return { label: 'Unknown browser', kind: 'unknown' };
  }
  const { browser, os, platform } = Bowser.parse(userAgent);
  const name = browser.name ?? '';
  if (name === '') return { label: `Unknown browser (${userAgent.slice(0, 60)})`, kind: 'unknown' };
  const major = browser.version?.split('.')[0];
  const browserLabel = major ? `${name} ${major}` : name;
  return {
    label: os.name ? `${browserLabel} on ${os.name}` : browserLabel,
    kind: kindOf(platform.type),
  };
}
