import { describe, expect, test } from 'vitest';
import { isSupportedBrowser, isSupportedDevice } from './browser-support';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari10Mac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_6) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.1.2 Safari/603.3.8',
  safari17Mac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  chromeIos14_2:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/87.0.4280.77 Mobile/15E148 Safari/604.1',
  chromeIos16:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/118.0.5993.92 Mobile/15E148 Safari/604.1',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  smartTv:
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
};

describe('browser support', () => {
  test('D37 Chrome, Firefox and Safari 11+ are supported; older Safari and IE are not', () => {
    expect(isSupportedBrowser(UA.chromeWindows)).toBe(true);
    expect(isSupportedBrowser(UA.firefoxMac)).toBe(true);
    expect(isSupportedBrowser(UA.safari17Mac)).toBe(true);
    expect(isSupportedBrowser(UA.safari10Mac)).toBe(false);
    expect(isSupportedBrowser(UA.ie11)).toBe(false);
  });

  test('D37 Chrome on iOS needs iOS 14.3 or later', () => {
    expect(isSupportedBrowser(UA.chromeIos14_2)).toBe(false);
    expect(isSupportedBrowser(UA.chromeIos16)).toBe(true);
  });

  test('D38 a TV or a device that cannot capture media is not supported', () => {
    expect(isSupportedDevice(UA.smartTv, true)).toBe(false);
    expect(isSupportedDevice(UA.chromeWindows, false)).toBe(false);
    expect(isSupportedDevice(UA.chromeWindows, true)).toBe(true);
  });
});
