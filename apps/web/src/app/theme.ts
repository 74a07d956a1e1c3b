import { createTheme, type MantineColorsTuple } from '@mantine/core';
import type { TenantBrand } from '@prepwell/contracts';
import { shadesFrom } from '../lib/color.ts';

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
