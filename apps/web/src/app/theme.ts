import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import type { TenantBrand } from '@prepwell/contracts';
import { shadesFrom } from '../lib/color.ts';

/**
 * Mantine's "light" variant puts shade 6 text on a pale tint, under 4.5:1 for most colours (a green
 * badge is about 3:1). Light variants here use a darkened shade 9 instead, which passes WCAG AA.
 */
const accessibleVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  const text = shades?.[9];
  return text ? { ...colors, color: darken(text, 0.25), hoverColor: darken(text, 0.25) } : colors;
};

/** The Mantine theme of a tenant: its colour as `brand`, darkened where needed for contrast. */
export const themeFor = (tenant: TenantBrand) =>
  createTheme({
    colors: { brand: shadesFrom(tenant.theme_color) as unknown as MantineColorsTuple },
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 8 },
    autoContrast: true,
    defaultRadius: 'md',
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang TC", "PingFang SC", "Microsoft JhengHei", "Microsoft YaHei", "Noto Sans CJK TC", "Noto Sans CJK SC", sans-serif',
    focusRing: 'auto',
    variantColorResolver: accessibleVariants,
  });

/** Applies the brand to the document: tab title and favicon. */
export const applyBrandToDocument = (tenant: TenantBrand): void => {
  document.title = tenant.tab_name || tenant.name;
  if (tenant.icon) {
    let link = document.querySelector<HTMLLinkElement>('link#app-favicon');
    if (!link) {
      link = document.createElement('link');
      link.id = 'app-favicon';
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = tenant.icon;
  }
};
