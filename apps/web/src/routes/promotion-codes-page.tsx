import { PromotionCodesScreen } from '../features/promotion-codes/promotion-codes-screen.tsx';

/** /super-admin/promotion-codes (main's codes) and /educator/promotion-codes (a company admin's own). */
export function PromotionCodesPage() {
  return <PromotionCodesScreen />;
}
