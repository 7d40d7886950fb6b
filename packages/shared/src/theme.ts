/**
 * The shop's own logo and theme colour (docs/decisions/215-logo-and-theme-colour.md). White text sits on the
 * theme colour (buttons, badges), so a colour is accepted only when that text stays readable: a WCAG contrast
 * ratio of at least 4.5:1 (level AA for normal text).
 */
export const MIN_CONTRAST_WITH_WHITE = 4.5;
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** Where an uploaded logo lives (stored by the admin's logo upload through lib/images). */
export const LOGO_PATH = /^\/uploads\/products\/[0-9a-f-]{36}\.webp$/;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const THEME_MESSAGES = {
  notHex: 'Enter the colour as # and six hex digits, e.g. #1d4ed8',
  tooLight: (ratio: number) =>
    `White button text on this colour has a contrast of ${ratio.toFixed(2)}:1; at least ${MIN_CONTRAST_WITH_WHITE}:1 is needed to stay readable. Choose a darker shade.`,
  logoType: 'The logo must be a PNG, JPEG or WebP picture',
  logoTooLarge: `The logo may be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB`,
  logoMissing: 'Choose a logo file to upload',
} as const;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 contrast ratio of white text on `hex` (#rrggbb), from 1 (white) to 21 (black). */
export function contrastWithWhite(hex: string): number {
  const luminance = 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
  return 1.05 / (luminance + 0.05);
}

/**
 * The CSS the server puts in every page's head (no script on shopper pages): the theme colour as the brand
 * palette's variables, and the logo in place of the default brand mark. Only values the settings schema
 * accepted reach here, and they are checked again, so nothing else can enter the style sheet.
 */
export function themeCss({ themeColor, logoUrl }: { themeColor: string; logoUrl: string }): string {
  const rules: string[] = [];
  if (HEX_COLOUR.test(themeColor)) {
    const c = themeColor.toLowerCase();
    rules.push(
      `:root{--color-brand-500:color-mix(in srgb,${c} 85%,white);--color-brand-600:${c};--color-brand-700:color-mix(in srgb,${c} 85%,black);--color-brand-800:color-mix(in srgb,${c} 70%,black);--color-brand-50:color-mix(in srgb,${c} 6%,white);--color-brand-100:color-mix(in srgb,${c} 12%,white)}`,
    );
  }
  if (LOGO_PATH.test(logoUrl)) {
    rules.push(`.shop-logo{background:#fff url("${logoUrl}?w=200") center/contain no-repeat}.shop-logo>svg{display:none}`);
  }
  return rules.length ? `<style id="shop-theme">${rules.join('')}</style>` : '';
}
