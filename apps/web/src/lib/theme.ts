import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

export const THEME_STORAGE_KEY = 'lexato-theme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

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
  primaryShade: { light: 8, dark: 5 },
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
  },
});
