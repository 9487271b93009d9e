import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/** A calm teal-blue; shade 7 carries white text at 5.6:1, above the WCAG AA minimum. */
const clinic: MantineColorsTuple = [
  '#e6f6f7',
  '#c4e9ec',
  '#9dd9df',
  '#70c6cf',
  '#47b3bf',
  '#2a9eab',
  '#1b8896',
  '#0f7280',
  '#0a5d69',
  '#064954',
];

const fontStack =
  'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Mantine's `light` variant writes shade 6 on a tint of the same colour: under 4.5:1 for small
 * text in most colours (axe caught teal, orange and red badges). Text in the darkest shade keeps it.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  return parsed.isThemeColor && parsed.shade === undefined
    ? { ...colors, color: `var(--mantine-color-${parsed.color}-9)` }
    : colors;
};

export const theme = createTheme({
  variantColorResolver,
  colors: { clinic },
  primaryColor: 'clinic',
  primaryShade: { light: 7, dark: 5 },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    // Filled initials keep white on shade 7; Mantine's per-name colours fall under 4.5:1.
    Avatar: { defaultProps: { color: 'clinic', variant: 'filled' } },
    // The close icon has no text, so screen readers need its name. (Plain objects rather than
    // `Modal.extend`, which would pull the modal code into the first chunk.)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});

/** Mantine's default dimmed grey (3.3:1) and error red (3.3:1) are too faint for small text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    '--app-canvas': '#f3f7f8',
  },
  dark: { '--app-canvas': 'var(--mantine-color-dark-8)' },
});
