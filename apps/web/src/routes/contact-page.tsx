import { ContactForm } from '../features/public-pages/contact-form.tsx';

/** `/student/contact`, `/educator/contact` and `/contact`: the public Contact form (issue 17). */
export function ContactPage() {
  return <ContactForm />;
}
