import { ContactMessagesScreen } from '../features/public-pages/contact-messages-screen.tsx';

/** /contact-messages — the Contact page's messages for the tenant's admins (issue 17). */
export function ContactMessagesPage() {
  return <ContactMessagesScreen />;
}
