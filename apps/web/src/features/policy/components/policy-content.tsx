import { Link } from '../../../lib/link';
import { ChevronDown, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useShop, useShopContact } from '../../../lib/shop/get-shop';
import { shippingChargesText } from '../../../lib/shop/shipping-charges';
import { type MessageKey, useT } from '../../../lib/i18n/i18n';
import { richText } from '../../../lib/i18n/rich-text';
import { useShippingRates } from '../../../lib/shop/use-shipping-rates';
import { REFUND_DUE_BUSINESS_DAYS, RETURN_REASONS, RETURN_WINDOW_HOURS } from '@shop/shared/returns';
import { PolicySection } from './policy-section';
import { TrackingForm } from './tracking-form';
import { CONSENT_PURPOSES, DATA_PROTECTION_BOARD, PERSONAL_DATA_ITEMS, PRIVACY_NOTICE_VERSION } from '@shop/shared/privacy';

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white open:shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
        {question}
        <ChevronDown
          className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <div className="space-y-2 px-4 pb-4 text-slate-700">{children}</div>
    </details>
  );
}

const contactCard = 'rounded-xl border border-slate-200 bg-white p-4';


export function HelpCenterContent() {
  const contact = useShopContact();
  const { t } = useT();
  const link = 'text-brand-700 underline';
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-slate-900">{t('help.faqTitle')}</h3>
        <Faq question={t('help.trackQ')}>
          <p>
            {richText(
              t('help.trackA'),
              <Link to={paths.orders} className={link} />,
              <Link to={paths.policyTab('shipping')} className={link} />,
            )}
          </p>
        </Faq>
        <Faq question={t('help.changeQ')}>
          <p>{t('help.changeA')}</p>
        </Faq>
        <Faq question={t('help.payQ')}>
          <p>{t('help.payA')}</p>
        </Faq>
      </div>

      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">{t('help.contactTitle')}</h3>
        <ul className="grid gap-4 sm:grid-cols-3">
          <li className={contactCard}>
            <Mail className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <p className="mt-2 font-semibold text-slate-900">{t('help.email')}</p>
            <a href={`mailto:${contact.email}`} className="text-sm break-all text-brand-700 underline">
              {contact.email}
            </a>
            <p className="mt-1 text-xs text-slate-500">{t('help.emailReply')}</p>
          </li>
          <li className={contactCard}>
            <Phone className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <p className="mt-2 font-semibold text-slate-900">{t('help.phone')}</p>
            <a href={contact.phoneHref} className="text-sm text-brand-700 underline">
              {contact.phone}
            </a>
            <p className="mt-1 text-xs text-slate-500">{contact.hours}</p>
          </li>
          <li className={contactCard}>
            <MessageCircle className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <p className="mt-2 font-semibold text-slate-900">{t('help.chat')}</p>
            <Link to={paths.contact} className="text-sm text-brand-700 underline">
              {t('help.chatStart')}
            </Link>
            <p className="mt-1 text-xs text-slate-500">
              {contact.hours ? t('help.chatHoursWith', { hours: contact.hours }) : t('help.chatHours')}
            </p>
          </li>
        </ul>
      </div>
    </div>
  );
}

export function ShippingContent() {
  const rates = useShippingRates();
  const { t } = useT();
  return (
    <div className="space-y-6">
      <TrackingForm />
      <PolicySection title={t('ship.processingTitle')}>
        <p>{t('ship.processing')}</p>
      </PolicySection>
      <PolicySection title={t('ship.timesTitle')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t('ship.domestic')}</li>
          <li>{t('ship.international')}</li>
        </ul>
        <p>{t('ship.timesNote')}</p>
      </PolicySection>
      <PolicySection title={t('ship.chargesTitle')}>
        <p>{shippingChargesText(rates, t)}</p>
      </PolicySection>
      <PolicySection title={t('ship.trackingTitle')}>
        <p>{t('ship.tracking')}</p>
      </PolicySection>
    </div>
  );
}

/**
 * The returns policy, drawn from the shop's own rules and settings (docs/decisions/179-policy-from-settings.md): the
 * window, the reasons and the refund deadline from packages/shared/src/returns.ts, who pays return shipping from the
 * admin Settings, so the page never promises what the shop does not do. Its words are the `policy` catalogue's.
 */
export function ReturnsContent() {
  const shop = useShop();
  const { t } = useT();
  const paidBy = shop?.returnShippingPaidBy ?? 'shop';
  return (
    <div className="space-y-6" data-testid="returns-policy">
      <PolicySection title={t('returns.whenTitle')}>
        <p>{t('returns.reasonsIntro')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {RETURN_REASONS.map((reason) => (
            <li key={reason}>{t(`returns.reason.${reason}`)}</li>
          ))}
        </ul>
        <p>
          {richText(
            t('returns.ask', { hours: RETURN_WINDOW_HOURS }),
            <Link to={paths.orders} className="text-brand-700 underline" />,
          )}
        </p>
      </PolicySection>
      <PolicySection title={t('returns.shippingTitle')}>
        <p data-testid="return-shipping-payer">
          {paidBy === 'shop' ? t('returns.shopPays') : t('returns.customerPays')}
        </p>
      </PolicySection>
      <PolicySection title={t('returns.refundsTitle')}>
        <p>{t('returns.refunds', { days: REFUND_DUE_BUSINESS_DAYS })}</p>
        <p>{t('returns.fees')}</p>
      </PolicySection>
      <PolicySection title={t('returns.cancelTitle')}>
        <p>{t('returns.cancel')}</p>
      </PolicySection>
    </div>
  );
}

/** One item of the data list's words in the page's language; English is the shared list's (a test holds them equal). */
const itemKey = (key: string, field: 'label' | 'purpose' | 'sharedWith' | 'retention') =>
  `privacy.item.${key}.${field}` as MessageKey;

/**
 * The privacy notice (DPDP Act 2023 s.5, DPDP Rules 2025 r.3), drawn from the one list of what the shop
 * stores (packages/shared/src/privacy.ts; docs/decisions/110-personal-data.md), so it names every field kept.
 * In Hindi too (s.5(3): a language of the Eighth Schedule; docs/decisions/253).
 */
export function PrivacyContent() {
  const shop = useShop();
  const contact = useShopContact();
  const { t } = useT();
  const fiduciary = shop?.legalName || contact.name;
  const contactEmail = shop?.grievanceOfficerEmail || contact.email;
  const strong = <strong />;
  const profileLink = 'font-medium text-brand-700 underline';
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-500" data-testid="privacy-notice-version">
        {t('privacy.version', { version: PRIVACY_NOTICE_VERSION })}
      </p>
      <PolicySection title={t('privacy.whoTitle')}>
        <p>{t('privacy.who', { fiduciary })}</p>
      </PolicySection>
      <PolicySection title={t('privacy.collectTitle')}>
        <p>{t('privacy.collectIntro')}</p>
        <ul className="space-y-3" aria-label={t('privacy.collectList')}>
          {PERSONAL_DATA_ITEMS.map((item) => (
            <li key={item.key} id={`data-${item.key}`} className="rounded-xl border border-slate-200 p-4">
              <p className="font-medium text-slate-900">{t(itemKey(item.key, 'label'))}</p>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="font-medium text-slate-600">{t('privacy.why')}</dt>
                <dd>{t(itemKey(item.key, 'purpose'))}</dd>
                {item.sharedWith && (
                  <>
                    <dt className="font-medium text-slate-600">{t('privacy.sharedWith')}</dt>
                    <dd>{t(itemKey(item.key, 'sharedWith'))}</dd>
                  </>
                )}
                <dt className="font-medium text-slate-600">{t('privacy.onDelete')}</dt>
                <dd>
                  {t('privacy.onDeleteLine', {
                    rule: t(`privacy.erasure.${item.onErasure}`),
                    retention: t(itemKey(item.key, 'retention')),
                  })}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
        <p>{t('privacy.payments', { shop: contact.name })}</p>
      </PolicySection>
      <PolicySection title={t('privacy.consentTitle')}>
        <p>{t('privacy.consentIntro')}</p>
        <ul className="list-disc space-y-1 pl-5">
          {CONSENT_PURPOSES.map((purpose) => (
            <li key={purpose}>{t(`privacy.purpose.${purpose}`)}</li>
          ))}
        </ul>
        <p>{t('privacy.consentRecord')}</p>
      </PolicySection>
      <PolicySection title={t('privacy.rightsTitle')}>
        <ul className="list-disc space-y-1 pl-5">
          <li>{richText(t('privacy.rights.access'), strong, <Link to={paths.profile} className={profileLink} />)}</li>
          <li>{richText(t('privacy.rights.correction'), strong)}</li>
          <li>{richText(t('privacy.rights.erasure'), strong)}</li>
          <li>
            {richText(
              shop?.grievanceOfficerName
                ? t('privacy.rights.grievanceOfficer', {
                    email: contactEmail,
                    name: shop.grievanceOfficerName,
                    designation: shop.grievanceOfficerDesignation,
                  })
                : t('privacy.rights.grievance', { email: contactEmail }),
              strong,
            )}
          </li>
          <li>
            {richText(
              t('privacy.rights.nomination', { email: contactEmail }),
              strong,
              <Link to={`${paths.profile}#nominee`} className={profileLink} />,
            )}
          </li>
          <li>
            {richText(
              t('privacy.rights.board', { board: t('privacy.boardName'), publisher: t('privacy.boardPublisher') }),
              strong,
              <a href={DATA_PROTECTION_BOARD.url} className={profileLink} rel="noreferrer" />,
            )}
          </li>
        </ul>
      </PolicySection>
    </div>
  );
}
