import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { InfoPage } from '../../../components/ui/info-page';
import { TitledSection } from '../../../components/ui/titled-section';
import { pageMeta } from '../../../config/page-meta';
import { useShopContact } from '../../../lib/shop/get-shop';
import { useT } from '../../../lib/i18n/i18n';
import { ContactForm } from '../components/contact-form';

/** One way to reach the shop, beside the form. */
function ContactCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <Icon className="h-6 w-6 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {children}
      </div>
    </li>
  );
}

export function ContactRoute() {
  const contact = useShopContact();
  const { t } = useT();
  return (
    <InfoPage meta={pageMeta.contact} title={t('contact.title')} subtitle={t('contact.subtitle')}>
      <div className="grid gap-6 lg:grid-cols-3">
        <TitledSection
          id="contact-form-title"
          title={t('contact.formTitle')}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
          headingClassName="mb-4 text-lg font-semibold text-slate-900"
        >
          <ContactForm />
        </TitledSection>
        <ul className="grid content-start gap-4">
          <ContactCard icon={Mail} title={t('contact.email')}>
            <a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline">
              {contact.email}
            </a>
          </ContactCard>
          <ContactCard icon={Phone} title={t('contact.phone')}>
            <a href={contact.phoneHref} className="text-brand-700 underline">
              {contact.phone}
            </a>
          </ContactCard>
          <ContactCard icon={Clock} title={t('contact.hours')}>
            <p className="text-slate-700">{contact.hours}</p>
          </ContactCard>
          <ContactCard icon={MapPin} title={t('contact.office')}>
            <address className="text-slate-700 not-italic">{contact.address}</address>
          </ContactCard>
        </ul>
      </div>
    </InfoPage>
  );
}
