import { AtSign, Camera, CirclePlay, Mail, MapPin, MessageCircle, Phone, ThumbsUp } from 'lucide-react';
import { Link } from '../../lib/link';
import { BrandMark } from '../../components/brand-mark';
import { TitledSection } from '../../components/ui/titled-section';
import { paths } from '../../config/paths';
import { shopBlurb } from '../../config/site';
import { useShop } from '../../lib/shop/get-shop';

const linkColumns = [
  {
    id: 'footer-quick-links',
    title: 'Quick Links',
    links: [
      { to: paths.home, label: 'Home' },
      { to: paths.products, label: 'All Products' },
      { to: paths.categories, label: 'Shop by Category' },
      { to: paths.about, label: 'About Us' },
      { to: paths.contact, label: 'Contact Us' },
    ],
  },
  {
    id: 'footer-customer-service',
    title: 'Customer Service',
    links: [
      { to: paths.policy, label: 'Help Center' },
      { to: paths.policyTab('shipping'), label: 'Shipping Info' },
      { to: paths.policyTab('returns'), label: 'Returns & Refunds' },
      { to: paths.policyTab('privacy'), label: 'Privacy Policy' },
      { to: paths.terms, label: 'Terms of Service' },
      { to: paths.grievance, label: 'Grievance Redressal' },
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
  const year = new Date().getFullYear();
  // Contact details come from the admin Settings (the server renderer prefetches them).
  const shop = useShop();
  const name = shop?.shopName ?? '';
  const socialLinks = shopSocialLinks(shop);
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <BrandMark tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">{shopBlurb(name)}</p>
          {socialLinks.length > 0 && (
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {socialLinks.map(({ href, label, icon: Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${name} on ${label}`}
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
          <TitledSection key={id} as="nav" id={id} title={title} headingClassName={headingClass}>
            <ul className="mt-4 space-y-2">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </TitledSection>
        ))}

        <div>
          <h2 className={headingClass}>Contact Us</h2>
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
              {shop.supportHours && <p className="text-slate-400">Support hours: {shop.supportHours}</p>}
            </address>
          )}
          {shop && (
            // Seller identity and grievance officer: Consumer Protection (E-Commerce) Rules 2020 (docs/decisions/100).
            <div className="mt-5 space-y-1 text-sm text-slate-400" data-testid="footer-seller">
              <p>
                Sold by <span className="text-slate-200">{shop.legalName}</span>
                {shop.gstin && <> · GSTIN {shop.gstin}</>}
              </p>
              {shop.grievanceOfficerName && (
                <p>
                  Grievance officer: {shop.grievanceOfficerName}
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
                  File a grievance
                </Link>
              </p>
            </div>
          )}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col items-center justify-between gap-2 py-5 text-sm text-slate-400 sm:flex-row">
          <p>
            &copy; {year} {shop?.legalName || name}. All rights reserved.
          </p>
          <p>Prices in Indian Rupees (₹), inclusive of GST.</p>
        </div>
      </div>
    </footer>
  );
}
