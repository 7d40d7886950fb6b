import { AtSign, Camera, CirclePlay, Mail, MapPin, MessageCircle, Phone, ThumbsUp } from 'lucide-react';
import { Link } from '../../lib/link';
import { BrandMark } from '../../components/brand-mark';
import { TitledSection } from '../../components/ui/titled-section';
import { paths } from '../../config/paths';
import { shopBlurb } from '../../config/site';
import { useShop } from '../../lib/shop/get-shop';
import { LanguageSwitcher } from '../../components/language-switcher';
import { type MessageKey, useT } from '../../lib/i18n/i18n';
import { useRememberSwitchedLanguage } from '../../lib/i18n/remember-language';

const linkColumns: { id: string; title: MessageKey; links: { to: string; label: MessageKey }[] }[] = [
  {
    id: 'footer-quick-links',
    title: 'footer.quickLinks',
    links: [
      { to: paths.home, label: 'footer.home' },
      { to: paths.products, label: 'footer.allProducts' },
      { to: paths.categories, label: 'footer.shopByCategory' },
      { to: paths.about, label: 'footer.about' },
      { to: paths.contact, label: 'footer.contact' },
    ],
  },
  {
    id: 'footer-customer-service',
    title: 'footer.customerService',
    links: [
      { to: paths.policy, label: 'footer.helpCenter' },
      { to: paths.policyTab('shipping'), label: 'footer.shipping' },
      { to: paths.policyTab('returns'), label: 'footer.returns' },
      { to: paths.policyTab('privacy'), label: 'footer.privacy' },
      { to: paths.terms, label: 'footer.terms' },
      { to: paths.grievance, label: 'footer.grievance' },
    ],
  },
];

// lucide 1.x ships no brand logos; each network gets a neutral icon and its name as the accessible label.
const socialNetworks = [
  { key: 'facebook', label: 'Facebook', icon: ThumbsUp },
  { key: 'instagram', label: 'Instagram', icon: Camera },
  { key: 'x', label: 'X (Twitter)', icon: AtSign },
  { key: 'youtube', label: 'YouTube', icon: CirclePlay },
] as const;

/** The shop's own profiles from its settings (empty ones left out), and its WhatsApp number when it has one. */
function shopSocialLinks(shop: ReturnType<typeof useShop>) {
  if (!shop) return [];
  const links: { href: string; label: string; icon: typeof ThumbsUp }[] = socialNetworks
    // Only https links (a link saved before the settings refused others is left out, never run).
    .filter(({ key }) => shop.socialLinks[key].startsWith('https://'))
    .map(({ key, label, icon }) => ({ href: shop.socialLinks[key], label, icon }));
  if (shop.whatsappNumber)
    links.push({ href: `https://wa.me/${shop.whatsappNumber}`, label: 'WhatsApp', icon: MessageCircle });
  return links;
}

const headingClass = 'text-sm font-semibold tracking-wider text-white uppercase';
const linkClass = 'text-sm text-slate-300 transition-colors hover:text-white';

export function Footer() {
  // The switcher's links mark the page they open: its language is saved on the account here.
  useRememberSwitchedLanguage();
  const year = new Date().getFullYear();
  // Contact details come from the admin Settings (the server renderer prefetches them).
  const shop = useShop();
  const name = shop?.shopName ?? '';
  const socialLinks = shopSocialLinks(shop);
  const { t } = useT();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandMark tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">{shopBlurb(name, t)}</p>
          {socialLinks.length > 0 && (
            <ul className="mt-5 flex gap-2" aria-label={t('footer.social')}>
              {socialLinks.map(({ href, label, icon: Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.onNetwork', { shop: name, network: label })}
                    title={label}
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-300 transition-colors hover:bg-brand-600 hover:text-white"
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        {linkColumns.map(({ id, title, links }) => (
          <TitledSection key={id} as="nav" id={id} title={t(title)} headingClassName={headingClass}>
            <ul className="mt-4 space-y-2">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </TitledSection>
        ))}

        <div>
          <h2 className={headingClass}>{t('footer.contact')}</h2>
          {shop && (
            <address className="mt-4 space-y-3 text-sm not-italic">
              <p className="flex gap-3">
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden="true" />
                <span>{shop.address}</span>
              </p>
              <p className="flex gap-3">
                <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden="true" />
                <a href={`tel:${shop.supportPhone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                  {shop.supportPhone}
                </a>
              </p>
              <p className="flex gap-3">
                <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-400" aria-hidden="true" />
                <a href={`mailto:${shop.supportEmail}`} className={linkClass}>
                  {shop.supportEmail}
                </a>
              </p>
              {shop.supportHours && (
                <p className="text-slate-400">{t('footer.supportHours', { hours: shop.supportHours })}</p>
              )}
            </address>
          )}
          {shop && (
            // Seller identity and grievance officer: Consumer Protection (E-Commerce) Rules 2020 (docs/decisions/100).
            <div className="mt-5 space-y-1 text-sm text-slate-400" data-testid="footer-seller">
              <p>
                {t('footer.soldBy')} <span className="text-slate-200">{shop.legalName}</span>
                {shop.gstin && ` · ${t('footer.gstin', { gstin: shop.gstin })}`}
              </p>
              {shop.grievanceOfficerName && (
                <p>
                  {t('footer.grievanceOfficer', { name: shop.grievanceOfficerName })}
                  {shop.grievanceOfficerDesignation && `, ${shop.grievanceOfficerDesignation}`}
                  {shop.grievanceOfficerEmail && (
                    <>
                      {' · '}
                      {/* Inside a sentence, a link needs more than its colour to stand out (WCAG 1.4.1). */}
                      <a href={`mailto:${shop.grievanceOfficerEmail}`} className={`${linkClass} underline`}>
                        {shop.grievanceOfficerEmail}
                      </a>
                    </>
                  )}
                  {shop.grievanceOfficerPhone && ` · ${shop.grievanceOfficerPhone}`}
                </p>
              )}
              <p>
                <Link to={paths.grievance} className={`${linkClass} underline`}>
                  {t('footer.fileGrievance')}
                </Link>
              </p>
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col items-center justify-between gap-2 py-5 text-sm text-slate-400 sm:flex-row">
          <p>{t('footer.copyright', { year: String(year), name: shop?.legalName || name })}</p>
          <LanguageSwitcher />
          <p>{t('footer.prices')}</p>
        </div>
      </div>
    </footer>
  );
}
