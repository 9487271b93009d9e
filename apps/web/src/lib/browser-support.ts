import Bowser from 'bowser';

/**
 * D37: the browsers that run a visit: Chrome (and the Chromium family), Firefox, Safari 11 or
 * later, and Chrome or Firefox on iOS 14.3 or later. The tech check's list (D29) names Safari on
 * iOS: both are accepted, since iOS Safari 14.3 runs WebRTC like the others there.
 */
export function isSupportedBrowser(userAgent: string = navigator.userAgent): boolean {
  const parser = Bowser.getParser(userAgent);
  if (parser.getOSName(true) === 'ios') {
    const name = parser.getBrowserName(true);
    return (
      ['safari', 'chrome', 'firefox'].includes(name) && iosAtLeast(parser.getOSVersion(), [14, 3])
    );
  }
  return (
    parser.satisfies({
      chrome: '>=1',
      chromium: '>=1',
      'microsoft edge': '>=79',
      firefox: '>=1',
      safari: '>=11',
    }) === true
  );
}

/** iOS browsers all use Safari's engine: the system's version decides (Chrome reports its own). */
function iosAtLeast(version: string | undefined, [wantMajor, wantMinor]: [number, number]) {
  const [major = 0, minor = 0] = (version ?? '').split('.').map(Number);
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
}

/** D38: phones, tablets and computers that can capture media; TVs, consoles and the rest cannot. */
export function isSupportedDevice(
  userAgent: string = navigator.userAgent,
  canCapture: boolean = typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function',
): boolean {
  const type = Bowser.getParser(userAgent).getPlatformType(true);
  return canCapture && ['desktop', 'mobile', 'tablet'].includes(type);
}

/** D29: the supported browsers per operating system, as the tech check lists them. */
export const SUPPORTED_BROWSERS: { os: string; browsers: string }[] = [
  { os: 'Windows', browsers: 'Chrome or Firefox' },
  { os: 'Mac', browsers: 'Chrome, Firefox or Safari' },
  { os: 'Android', browsers: 'Chrome' },
  { os: 'iOS', browsers: 'Safari' },
];

/** F127: a phone, on which a provider's registration is better not started. */
export function isPhone(userAgent: string = navigator.userAgent): boolean {
  return Bowser.getParser(userAgent).getPlatformType(true) === 'mobile';
}
