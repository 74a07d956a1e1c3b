/**
 * Ad-block detection (spec §1, §8; issue 17), with no third party: a bait request to an address of our own
 * server that ad blockers block by name (`/ads/pagead/ad-banner.js`, `&ad_type=`, `&adclient=`), and a bait
 * element with class names their cosmetic filters hide. A failed bait request counts only when the server
 * itself answers (the health probe), so a lost network is never taken for an ad blocker.
 */

export const BAIT_URL = '/ads/pagead/ad-banner.js?v=1&ad_type=banner&adclient=house';
export const BAIT_CLASSES = 'adsbox ad-banner ad-placement pub_300x250 pub_728x90 text-ad textAd';

/** The spec's three variants of the instructions. */
export type BrowserVariant = 'chrome' | 'edge' | 'other';

/**
 * Which instructions fit the browser: Edge (`Edg/`, `EdgA/`, `EdgiOS/`), Chrome and Brave (Brave reports
 * itself as Chrome; `CriOS/` on iOS), everything else (Firefox, Safari, Opera, Samsung …).
 */
export const browserVariantOf = (userAgent: string): BrowserVariant => {
  if (/\bEdg(?:e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/\b(?:OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi|UCBrowser)\//.test(userAgent)) return 'other';
  if (/(?:Chrome|Chromium|CriOS)\//.test(userAgent)) return 'chrome';
  return 'other';
};

export type BaitRequest = 'loaded' | 'failed';

/**
 * The verdict from what the baits saw: `true` blocked, `false` not, `null` unknown (offline, or the request
 * failed while the server did not answer either: try again later).
 */
export const adBlockVerdict = (seen: {
  online: boolean;
  elementHidden: boolean;
  request: BaitRequest;
  serverAnswers: boolean | null;
}): boolean | null => {
  if (seen.elementHidden) return true;
  if (!seen.online) return null;
  if (seen.request === 'loaded') return false;
  return seen.serverAnswers === true ? true : null;
};

export interface DetectDeps {
  online: () => boolean;
  /** Whether the bait element was hidden by a cosmetic filter. */
  baitElementHidden: () => Promise<boolean>;
  /** Resolves for any HTTP answer; rejects when the request never got one (blocked or no network). */
  fetchBait: () => Promise<unknown>;
  /** Whether the API answers (`GET /api/health`). */
  probe: () => Promise<boolean>;
}

export const detectAdBlock = async (deps: DetectDeps): Promise<boolean | null> => {
  const online = deps.online();
  const elementHidden = await deps.baitElementHidden();
  if (elementHidden || !online)
    return adBlockVerdict({ online, elementHidden, request: 'loaded', serverAnswers: null });
  let request: BaitRequest = 'loaded';
  try {
    await deps.fetchBait();
  } catch {
    request = 'failed';
  }
  const serverAnswers = request === 'failed' ? await deps.probe() : null;
  return adBlockVerdict({ online, elementHidden, request, serverAnswers });
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The bait element, placed off screen for two frames: a cosmetic filter collapses or hides it. */
export const browserBaitElementHidden = async (): Promise<boolean> => {
  const bait = document.createElement('div');
  bait.className = BAIT_CLASSES;
  bait.setAttribute('aria-hidden', 'true');
  bait.style.cssText = 'position:absolute;left:-10000px;top:-10000px;width:10px;height:10px;';
  document.body.appendChild(bait);
  try {
    await nextFrame();
    await nextFrame();
    const style = window.getComputedStyle(bait);
    return bait.offsetHeight === 0 || style.display === 'none' || style.visibility === 'hidden';
  } finally {
    bait.remove();
  }
};

export const browserFetchBait = () =>
  fetch(BAIT_URL, { cache: 'no-store', credentials: 'omit', headers: { accept: 'text/javascript' } });
