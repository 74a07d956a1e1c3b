import 'katex/dist/katex.min.css';
import './runner-global.css';
import type { TenantBrand } from '@prepwell/contracts';
import { DEFAULT_LANG, isLang } from '@prepwell/contracts/light';
import { createRoot } from 'react-dom/client';
import { getStoredLang, getToken, setTenantOverride } from '../lib/storage.ts';
import { goToLogin, runnerApi } from './runner-api.ts';
import { RunnerApp } from './runner-app.tsx';
import { applyRunnerBrand } from './runner-brand.ts';
import { changeRunnerLanguage, initRunnerI18n, runnerI18n } from './runner-i18n.ts';
import { parseRunnerPath } from './runner-route.ts';
import { loadUser } from './runner-user.ts';
import { primeOfflineCopies } from './offline/prime-copies.ts';
import { registerRunnerWorker } from './offline/register-worker.ts';
import { BootFailure } from './shell/boot-failure.tsx';

/**
 * The runner's root: no Mantine, no router, no zod. Before the first render: the tenant override from
 * `?tenant=`, the token (none → Login), the brand and the `runner` and `tools` strings. Offline, the runner's
 * service worker answers the brand, the student and the strings from this device (decision 0035).
 */
const takeTenantParam = (): void => {
  const url = new URL(window.location.href);
  const tenant = url.searchParams.get('tenant');
  if (tenant === null) return;
  setTenantOverride(tenant.trim().toLowerCase() || null);
  url.searchParams.delete('tenant');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
};

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

const boot = async (): Promise<void> => {
  takeTenantParam();
  const route = parseRunnerPath(window.location.pathname);
  if (!route) return;
  if (!getToken()) {
    goToLogin();
    return;
  }
  const stored = getStoredLang();
  // The student's name and saved language come with /me; it is not waited for.
  const user = loadUser();
  const [tenant] = await Promise.allSettled([runnerApi.tenant(), initRunnerI18n(stored ?? DEFAULT_LANG)]);
  let brand: TenantBrand | null = null;
  if (tenant.status === 'fulfilled') {
    brand = tenant.value;
    applyRunnerBrand(brand);
    if (!stored && brand.default_lang !== DEFAULT_LANG) await changeRunnerLanguage(brand.default_lang);
  }
  root.render(brand ? <RunnerApp route={route} /> : <BootFailure onRetry={() => window.location.reload()} />);
  // Offline once loaded (decision 0035): the brand, the strings and the attempt come from this device then.
  registerRunnerWorker(route.kind, () => void primeOfflineCopies(route.userExamId));
  // A signed-in student's saved language wins over this browser's last choice (as in the app).
  void user.then((me) => {
    if (me && isLang(me.lang) && me.lang !== runnerI18n.language) void changeRunnerLanguage(me.lang);
  });
};

void boot();
