import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { BackToTop } from './back-to-top.tsx';
import { FeedbackButton } from './feedback-button.tsx';
import { VerifyEmailBanner } from './verify-email-banner.tsx';

/** Header plus the e-mail verification reminder. */
export function ShellHeader() {
  return (
    <>
      <AppHeader />
      <VerifyEmailBanner />
    </>
  );
}

export const ShellFooter = AppFooter;

/** Floating buttons: back to top and feedback. Default export for React.lazy. */
export default function ShellFloatingButtons() {
  return (
    <>
      <BackToTop />
      <FeedbackButton />
    </>
  );
}
