import { ReferralScreen } from '../features/referral/referral-screen.tsx';

/** /student/referral: invite friends with the caller's referral code. */
export function ReferralPage() {
  return <ReferralScreen />;
}
