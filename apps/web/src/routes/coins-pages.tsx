import { Id } from '@prepwell/contracts';
import { Navigate, useParams } from 'react-router';
import { BalanceScreen } from '../features/coins/balance-screen.tsx';
import { DepositScreen } from '../features/coins/deposit-screen.tsx';
import { PlansScreen } from '../features/coins/plans-screen.tsx';
import { PurchaseCompleteScreen } from '../features/coins/purchase-complete-screen.tsx';
import { SandboxCheckoutScreen } from '../features/coins/sandbox-checkout-screen.tsx';

/** A malformed order id is "not found" here rather than a 400 from the server. */
const useOrderId = (): string | null => {
  const value = useParams().orderId;
  return Id.safeParse(value).success ? (value ?? null) : null;
};

/** /student/balance — the T-Coin balance and transactions (spec "ToeflProfileBalance", `?t-coins=N`). */
export function BalancePage() {
  return <BalanceScreen />;
}

/** /deposit — coin packs and payment methods. */
export function DepositPage() {
  return <DepositScreen />;
}

/** /student/plans and /educator/plans — plans and pricing. */
export function PlansPage() {
  return <PlansScreen />;
}

/** /checkout/sandbox/:orderId — the sandbox provider's checkout. */
export function SandboxCheckoutPage() {
  const orderId = useOrderId();
  if (!orderId) return <Navigate to="/404" replace />;
  return <SandboxCheckoutScreen key={orderId} orderId={orderId} />;
}

/** /purchase-complete/:orderId — the payment's outcome. */
export function PurchaseCompletePage() {
  const orderId = useOrderId();
  if (!orderId) return <Navigate to="/404" replace />;
  return <PurchaseCompleteScreen key={orderId} orderId={orderId} />;
}
