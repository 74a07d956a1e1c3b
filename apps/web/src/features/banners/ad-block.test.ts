import { describe, expect, it, vi } from 'vitest';
import { adBlockVerdict, browserVariantOf, detectAdBlock, type DetectDeps } from './ad-block.ts';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
  edgeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/131.0 Mobile/15E148 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
};

describe('browserVariantOf: the spec’s three instruction variants', () => {
  it('Chrome and Brave (Brave says Chrome), Chrome on iOS and headless Chrome get the Chrome/Brave text', () => {
    expect(browserVariantOf(UA.chrome)).toBe('chrome');
    expect(browserVariantOf(UA.headless)).toBe('chrome');
    expect(browserVariantOf(UA.chromeIos)).toBe('chrome');
  });
  it('Edge on every platform gets the Edge text, although its user agent names Chrome too', () => {
    expect(browserVariantOf(UA.edge)).toBe('edge');
    expect(browserVariantOf(UA.edgeAndroid)).toBe('edge');
    expect(browserVariantOf(UA.edgeIos)).toBe('edge');
  });
  it('everything else gets the general text, Chromium-based browsers with their own menus included', () => {
    for (const ua of [UA.firefox, UA.safari, UA.opera, UA.samsung, '']) expect(browserVariantOf(ua), ua).toBe('other');
  });
});

describe('adBlockVerdict', () => {
  it('a hidden bait element is an ad blocker whatever the network', () => {
    expect(adBlockVerdict({ online: false, elementHidden: true, request: 'failed', serverAnswers: false })).toBe(true);
  });
  it('a loaded bait request is no ad blocker', () => {
    expect(adBlockVerdict({ online: true, elementHidden: false, request: 'loaded', serverAnswers: null })).toBe(false);
  });
  it('a failed bait request is an ad blocker only while the server answers', () => {
    expect(adBlockVerdict({ online: true, elementHidden: false, request: 'failed', serverAnswers: true })).toBe(true);
    expect(adBlockVerdict({ online: true, elementHidden: false, request: 'failed', serverAnswers: false })).toBeNull();
  });
  it('offline tells nothing', () => {
    expect(adBlockVerdict({ online: false, elementHidden: false, request: 'failed', serverAnswers: true })).toBeNull();
  });
});

describe('detectAdBlock', () => {
  const deps = (over: Partial<DetectDeps>): DetectDeps => ({
    online: () => true,
    baitElementHidden: async () => false,
    fetchBait: async () => ({ status: 200 }),
    probe: async () => true,
    ...over,
  });

  it('no ad blocker: the bait loads, the server is not even probed', async () => {
    const probe = vi.fn(async () => true);
    expect(await detectAdBlock(deps({ probe }))).toBe(false);
    expect(probe).not.toHaveBeenCalled();
  });
  it('any HTTP answer to the bait (a 404 too) means it was not blocked', async () => {
    expect(await detectAdBlock(deps({ fetchBait: async () => ({ status: 404 }) }))).toBe(false);
  });
  it('a blocked bait request while the API answers: an ad blocker', async () => {
    const blocked = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await detectAdBlock(deps({ fetchBait: blocked }))).toBe(true);
  });
  it('a failed bait request while the API does not answer either: the network, not an ad blocker', async () => {
    const blocked = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await detectAdBlock(deps({ fetchBait: blocked, probe: async () => false }))).toBeNull();
  });
  it('a cosmetic filter hiding the bait element: an ad blocker, without any request', async () => {
    const fetchBait = vi.fn(async () => ({ status: 200 }));
    expect(await detectAdBlock(deps({ baitElementHidden: async () => true, fetchBait }))).toBe(true);
    expect(fetchBait).not.toHaveBeenCalled();
  });
  it('offline: unknown, nothing requested', async () => {
    const fetchBait = vi.fn(async () => ({ status: 200 }));
    expect(await detectAdBlock(deps({ online: () => false, fetchBait }))).toBeNull();
    expect(fetchBait).not.toHaveBeenCalled();
  });
});
