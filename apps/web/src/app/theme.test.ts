import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, test } from 'vitest';
import { theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const contrast = (a: string, b: string) => {
  const [lighter = 1, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
};

describe('the light variant (badges, light buttons)', () => {
  test.each(Object.keys(full.colors))('%s text reaches WCAG AA (4.5:1) on its tint', (color) => {
    const resolved = full.variantColorResolver({ color, theme: full, variant: 'light' });
    const tint = full.colors[color]![1];
    expect(contrast(resolved.color, tint)).toBeGreaterThanOrEqual(4.5);
  });

  test('a hue already readable keeps its shade 9', () => {
    const resolved = full.variantColorResolver({ color: 'blue', theme: full, variant: 'light' });
    expect(luminance(resolved.color)).toBeCloseTo(luminance(full.colors.blue[9]), 5);
  });
});
