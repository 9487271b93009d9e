import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
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

/** WCAG AA for normal text; a filled button's label and a badge's text are normal text. */
const AA = 4.5;
const onWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);
/** The first shade from Mantine's filled one (7) whose white text, or text on white, reaches AA. */
const readableShade = (shades: readonly string[] | undefined) =>
  [7, 8, 9].find((shade) => onWhite(shades?.[shade] ?? '#fff') >= AA);

const contrast = (a: string, b: string) => {
  const [lighter = 1, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
};

/**
 * Mantine's `light` variant writes shade 9 on shade 1 of the same hue: under AA in yellow (2.7:1),
 * lime, orange, green and teal (4.3:1: a pending and an accepted referral's badges). There the
 * text is shade 9 darkened in steps until it reads.
 */
function lightVariantText(shades: readonly string[]) {
  const [tint = '#fff', text = '#000'] = [shades[1], shades[9]];
  let readable = text;
  for (let amount = 0.05; contrast(readable, tint) < AA; amount += 0.05) {
    readable = darken(text, amount);
  }
  return readable;
}

/**
 * Mantine writes the `filled` variant as white on shade 7 and the `white` variant as shade 7 on
 * white: under 4.5:1 in teal, red, cyan, green, orange, lime and yellow (axe caught a teal Join
 * button). Those take the first darker shade that reaches it; a hue with none (lime, yellow,
 * orange, green) fills with shade 6 and black text instead. The `light` variant's text is made
 * readable on its tint (`lightVariantText`).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const shades = input.theme.colors[parsed.color];
  if (input.variant === 'light' && shades) return { ...colors, color: lightVariantText(shades) };
  if (input.variant !== 'filled' && input.variant !== 'white') return colors;
  const readable = readableShade(shades);
  if (readable !== undefined) {
    return defaultVariantColorsResolver({ ...input, color: `${parsed.color}.${readable}` });
  }
  return input.variant === 'filled'
    ? defaultVariantColorsResolver({ ...input, color: `${parsed.color}.6`, autoContrast: true })
    : defaultVariantColorsResolver({ ...input, color: `${parsed.color}.9` });
};

/** Distinct hues, each at the first shade where white initials reach 5:1 (WCAG AA asks 4.5:1). */
const initialsColors = [
  'blue.8',
  'cyan.9',
  'grape.8',
  'indigo.8',
  'pink.8',
  'red.9',
  'teal.9',
  'violet.7',
];

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
    // Filled initials keep white on shade 7. Per-name colours (`color="initials"`) come from
    // shades where white text keeps at least 5:1; Mantine's own (shade 7 of every hue, lime and
    // orange included) fall as low as 2.4:1.
    Avatar: {
      defaultProps: { color: 'clinic', variant: 'filled', allowedInitialsColors: initialsColors },
    },
    // The close icon has no text, so screen readers need its name. (Plain objects rather than
    // `Modal.extend`, which would pull the modal code into the first chunk.)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});

/**
 * Mantine's default dimmed grey (3.3:1) and error red (3.3:1) are too faint for small text, and so
 * is text in a colour by name (`c="red"`: shade 7, 3.8:1): each colour's text takes its first
 * readable shade.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-text`,
        `var(--mantine-color-${name}-${readableShade(shades) ?? 9})`,
      ]),
    ),
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    '--app-canvas': '#f3f7f8',
  },
  dark: { '--app-canvas': 'var(--mantine-color-dark-8)' },
});
