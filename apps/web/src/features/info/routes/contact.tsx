import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header';
import { pageMeta } from '../../../config/page-meta';
import { useShopContact } from '../../shop/api/get-shop';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ContactForm } from '../components/contact-form';

const cardClass = 'flex gap-4 rounded-2xl border border-slate-200 bg-white p-5';
const iconClass = 'h-6 w-6 shrink-0 text-brand-600';

export function ContactRoute() {
  const contact = useShopContact();
  usePageMeta(pageMeta.contact.title, pageMeta.contact.description);
  return (
    <div className="container-page py-8">
      <PageHeader title="Contact Us" subtitle="We reply to every message within 24 hours." />
      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
        >
          <h2 id="contact-form-title" className="mb-4 text-lg font-semibold text-slate-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <ul className="grid content-start gap-4">
          <li className={cardClass}>
            <Mail className={iconClass} aria-hidden="true" />
            <div className="min-w-0">
              <h2 className="font-semibold text-slate-900">Email</h2>
              <a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline">
                {contact.email}
              </a>
            </div>
          </li>
          <li className={cardClass}>
            <Phone className={iconClass} aria-hidden="true" />
            <div>
              <h2 className="font-semibold text-slate-900">Phone</h2>
              <a href={contact.phoneHref} className="text-brand-700 underline">
                {contact.phone}
              </a>
            </div>
          </li>
          <li className={cardClass}>
            <Clock className={iconClass} aria-hidden="true" />
            <div>
              <h2 className="font-semibold text-slate-900">Support hours</h2>
              <p className="text-slate-700">{contact.hours}</p>
            </div>
          </li>
          <li className={cardClass}>
            <MapPin className={iconClass} aria-hidden="true" />
            <div>
              <h2 className="font-semibold text-slate-900">Office</h2>
              <address className="text-slate-700 not-italic">{contact.address}</address>
            </div>
          </li>
        </ul>
      </div>
    </div>
  );
}
