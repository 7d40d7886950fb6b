import { Link } from '../../../lib/link';
import { InfoPage } from '../../../components/ui/info-page';
import { paths } from '../../../config/paths';
import { useShopContact } from '../../../lib/shop/get-shop';
import { PolicySection } from '../components/policy-section';
import { pageMeta } from '../../../config/page-meta';

const link = 'text-brand-700 underline';

export function TermsRoute() {
  const contact = useShopContact();
  return (
    <InfoPage meta={pageMeta.terms} subtitle="Please read these terms before you shop with us." width="max-w-3xl">
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 sm:p-8">
        <PolicySection level="h2" title="1. About these terms">
          <p>
            These terms apply to every visit to {contact.name} and every order placed on it. By creating an account or
            placing an order you agree to them. If you do not agree, please do not use the site.
          </p>
        </PolicySection>
        <PolicySection level="h2" title="2. Your account">
          <p>
            Keep your password private; you are responsible for orders placed from your account. Tell us at once at{' '}
            <a href={`mailto:${contact.email}`} className={link}>
              {contact.email}
            </a>{' '}
            if you think someone else is using it. The details you give us, especially your address and phone number,
            must be correct so we can deliver.
          </p>
        </PolicySection>
        <PolicySection level="h2" title="3. Prices and payment">
          <p>
            All prices are in Indian Rupees (₹) and include GST. Shipping charges, if any, are shown at checkout before
            you pay. You can pay by UPI, card or netbanking through our payment partner, by cash on delivery, or by
            placing your order over WhatsApp.
          </p>
          <p>
            We check prices carefully, but if a product is listed at an obviously wrong price we will tell you before
            dispatch and you may cancel the order for a full refund.
          </p>
        </PolicySection>
        <PolicySection level="h2" title="4. Orders">
          <p>
            An order is a request to buy. It is confirmed once we accept it and reserve the stock. We may decline or
            cancel an order if an item turns out to be unavailable or the order looks fraudulent; any payment is then
            refunded in full. Orders can be changed only before shipment processing, and cannot be cancelled once
            processed.
          </p>
        </PolicySection>
        <PolicySection level="h2" title="5. Delivery, returns and refunds">
          <p>
            Delivery times, returns and refunds follow our{' '}
            <Link to={paths.policyTab('shipping')} className={link}>
              shipping policy
            </Link>{' '}
            and{' '}
            <Link to={paths.policyTab('returns')} className={link}>
              returns policy
            </Link>
            . Your statutory rights as a consumer under Indian law are not affected.
          </p>
        </PolicySection>
        <PolicySection level="h2" title="6. Product information">
          <p>
            Pictures are for illustration; colours may look slightly different on your screen. Warranties are given by
            the brand and follow the brand&rsquo;s terms.
          </p>
        </PolicySection>
        <PolicySection level="h2" title="7. Privacy">
          <p>
            How we handle your personal data is explained in our{' '}
            <Link to={paths.privacy} className={link}>
              Privacy Policy
            </Link>
            .
          </p>
        </PolicySection>
        <PolicySection level="h2" title="8. Contact">
          <p>
            Questions about these terms? Write to{' '}
            <a href={`mailto:${contact.email}`} className={link}>
              {contact.email}
            </a>{' '}
            or call {contact.phone} ({contact.hours}). Our address: {contact.address}.
          </p>
        </PolicySection>
      </div>
    </InfoPage>
  );
}
