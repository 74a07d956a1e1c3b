import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { BackToTop } from './back-to-top.tsx';
import { FeedbackButton } from './feedback-button.tsx';
import { ShellTutor } from '../../features/tutor/shell-tutor.tsx';
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

/** Floating buttons: back to top, feedback and (issue 17) the AI tutor on the question in view. Default export for React.lazy. */
export default function ShellFloatingButtons() {
  return (
    <>
      <BackToTop />
      <FeedbackButton />
      <ShellTutor />
    </>
  );
}
