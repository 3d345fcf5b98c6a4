import {
  createTheme,
  defaultVariantColorsResolver,
  localStorageColorSchemeManager,
  type VariantColorsResolver,
} from '@mantine/core';

export const THEME_STORAGE_KEY = 'lexato-theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

const PRIMARY_SHADE = { light: 8, dark: 5 } as const;

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever has the higher WCAG contrast ratio on the background. */
export function textOn(background: string): 'black' | 'white' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? 'black' : 'white';
}

/**
 * Filled badges and buttons: the text colour is chosen per colour scheme for the shade that scheme
 * shows (8 in light, 5 in dark). Mantine's autoContrast chooses once, for the light shade, so white
 * stayed on the dark scheme's light greens and reds ("Válida" 2.0:1, "Analisado" 2.12:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if ((input.variant ?? 'filled') !== 'filled') return colors;
  const palette = input.theme.colors[input.color ?? input.theme.primaryColor];
  const light = palette?.[PRIMARY_SHADE.light];
  const dark = palette?.[PRIMARY_SHADE.dark];
  if (!light?.startsWith('#') || !dark?.startsWith('#')) return colors;
  return {
    ...colors,
    color: `light-dark(var(--mantine-color-${textOn(light)}), var(--mantine-color-${textOn(dark)}))`,
  };
};

export const theme = createTheme({
  primaryColor: 'lexato',
  colors: {
    lexato: [
      '#eef2fb',
      '#d9e0f2',
      '#b0bfe4',
      '#849bd6',
      '#5f7dca',
      '#476ac3',
      '#3a60c1',
      '#2c50aa',
      '#244799',
      '#1c2f5e',
    ],
  },
  primaryShade: PRIMARY_SHADE,
  variantColorResolver,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  // Filled badges and buttons pick dark or light text by their colour's luminance: white on yellow
  // ('Suspeita') failed contrast.
  autoContrast: true,
  components: {
    // Plain objects, not Component.extend(): the landing imports this theme and must not pull in
    // components it does not render. Every toast's close button says what it does (axe:
    // button-name), in Portuguese.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar notificação' } } },
    // A dialog's close icon is a button with no text (axe: button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
  },
});
