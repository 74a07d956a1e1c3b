import { isSuperAdmin } from '@prepwell/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isRunnerPath } from '../../runner/runner-route.ts';
import { useSession } from '../session/use-session.ts';
import { AccountBanner } from './account-banner.tsx';
import { AdBlockBanner } from './ad-block-notice.tsx';
import { useAdBlock } from './ad-block-store.ts';
import { setContentBlocked } from './content-gate.ts';
import { NetworkBanner } from './network-banner.tsx';
import { PromotionBanner } from './promotion-banner.tsx';

/**
 * The app's banners (spec §1, §8; issue 17), above every page: network unstable / restored and the account
 * problem everywhere; with the shell's header also the ad-block notice (visitors and Free members: Pro has no
 * ads) and the tenant's promotions. When the tenant's `ad_block_hides_content` is on, a detected ad blocker
 * hides the routed content instead (content-gate.ts), except on the runner's pages: a running test is never
 * blocked. Default export for React.lazy.
 */
export default function AppBanners({ chrome }: { chrome: boolean }) {
  const { user, tenant, isLoading } = useSession();
  const { pathname } = useLocation();
  const mayShowAds = !isLoading && !(user && (user.is_pro || isSuperAdmin(user)));
  const adBlock = useAdBlock(mayShowAds);
  const { blocked } = adBlock;
  const hidesContent = tenant.ad_block_hides_content;
  const gate = blocked && hidesContent && !isRunnerPath(pathname);

  useEffect(() => {
    setContentBlocked(gate);
  }, [gate]);
  useEffect(() => () => setContentBlocked(false), []);

  return (
    <>
      <NetworkBanner />
      <AccountBanner />
      {chrome && blocked && !hidesContent && <AdBlockBanner onRecheck={adBlock.recheck} />}
      {chrome && user && <PromotionBanner user={user} />}
    </>
  );
}
