import type { TenantBrand } from '@prepwell/contracts';
import { ensureContrastOnWhite, mix, parseHex, toHex } from '../lib/color.ts';

/** The tenant's brand on the runner: `--pw-primary` (darkened until white text on it passes WCAG AA), tab title, icon. */
export const applyRunnerBrand = (tenant: TenantBrand): void => {
  const base = ensureContrastOnWhite(parseHex(tenant.theme_color) ?? [34, 102, 204]);
  const root = document.documentElement.style;
  root.setProperty('--pw-primary', toHex(base));
  root.setProperty('--pw-primary-dark', toHex(mix(base, [0, 0, 0], 0.25)));
  root.setProperty('--pw-primary-tint', toHex(mix(base, [255, 255, 255], 0.9)));
  root.setProperty('--pw-primary-soft', toHex(mix(base, [255, 255, 255], 0.75)));
  document.title = tenant.tab_name || tenant.name;
  if (tenant.icon) {
    const link = document.querySelector<HTMLLinkElement>('link#app-favicon');
    if (link) link.href = tenant.icon;
  }
};
