import { Link } from '../../../lib/link';
import { ChevronDown, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useShop, useShopContact } from '../../../lib/shop/get-shop';
import { shippingChargesText } from '../../../lib/shop/shipping-charges';
import { useShippingRates } from '../../../lib/shop/use-shipping-rates';
import {
  REFUND_DUE_BUSINESS_DAYS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_WINDOW_HOURS,
} from '@shop/shared/returns';
import { PolicySection } from './policy-section';
import { TrackingForm } from './tracking-form';
import {
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  DATA_PROTECTION_BOARD,
  PERSONAL_DATA_ITEMS,
  PRIVACY_NOTICE_VERSION,
  type ErasureRule,
} from '@shop/shared/privacy';

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
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-slate-900">Frequently asked questions</h3>
        <Faq question="How do I track my order?">
          <p>
            Sign in and open{' '}
            <Link to={paths.orders} className="text-brand-700 underline">
              My Orders
            </Link>
            . Shipped orders show a tracking number and live courier updates in the order details. You can also paste
            the tracking number into the tracker on the{' '}
            <Link to={paths.policyTab('shipping')} className="text-brand-700 underline">
              Shipping Info
            </Link>{' '}
            tab.
          </p>
        </Faq>
        <Faq question="Can I modify or cancel my order?">
          <p>
            Orders can be changed only before shipment processing starts. Write to us as soon as possible with your
            order number. Once an order has been processed it cannot be cancelled.
          </p>
        </Faq>
        <Faq question="Which payment methods do you accept?">
          <p>
            UPI, credit and debit cards and netbanking through our secure payment partner, cash on delivery, or placing
            your order over WhatsApp. All prices include GST.
          </p>
        </Faq>
      </div>

      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Contact us</h3>
        <ul className="grid gap-4 sm:grid-cols-3">
          <li className={contactCard}>
            <Mail className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <p className="mt-2 font-semibold text-slate-900">Email</p>
            <a href={`mailto:${contact.email}`} className="text-sm break-all text-brand-700 underline">
              {contact.email}
            </a>
            <p className="mt-1 text-xs text-slate-500">We reply within 24 hours</p>
          </li>
          <li className={contactCard}>
            <Phone className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <p className="mt-2 font-semibold text-slate-900">Phone</p>
            <a href={contact.phoneHref} className="text-sm text-brand-700 underline">
              {contact.phone}
            </a>
            <p className="mt-1 text-xs text-slate-500">{contact.hours}</p>
          </li>
          <li className={contactCard}>
            <MessageCircle className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <p className="mt-2 font-semibold text-slate-900">Live Chat</p>
            <Link to={paths.contact} className="text-sm text-brand-700 underline">
              Start a conversation
            </Link>
            <p className="mt-1 text-xs text-slate-500">During support hours{contact.hours ? `, ${contact.hours}` : ''}</p>
          </li>
        </ul>
      </div>
    </div>
  );
}

export function ShippingContent() {
  const rates = useShippingRates();
  return (
    <div className="space-y-6">
      <TrackingForm />
      <PolicySection title="Order processing">
        <p>
          Orders are processed within 1-2 business days of being placed. Orders placed on Sundays or public holidays are
          processed on the next business day.
        </p>
      </PolicySection>
      <PolicySection title="Delivery times">
        <ul className="list-disc space-y-1 pl-5">
          <li>Domestic delivery: 3-7 business days.</li>
          <li>International delivery: 7-15 business days.</li>
        </ul>
        <p>Delivery times start once your order has been processed and handed to our courier partner.</p>
      </PolicySection>
      <PolicySection title="Shipping charges">
        <p>{shippingChargesText(rates)}</p>
      </PolicySection>
      <PolicySection title="Tracking">
        <p>
          As soon as your order ships you get a tracking number. Enter it above, or open the order in My Orders, to see
          where your parcel is.
        </p>
      </PolicySection>
    </div>
  );
}

/**
 * The returns policy, drawn from the shop's own rules and settings (docs/decisions/179-policy-from-settings.md): the
 * window, the reasons and the refund deadline from packages/shared/src/returns.ts, who pays return shipping from the
 * admin Settings, so the page never promises what the shop does not do.
 */
export function ReturnsContent() {
  const shop = useShop();
  const paidBy = shop?.returnShippingPaidBy ?? 'shop';
  return (
    <div className="space-y-6" data-testid="returns-policy">
      <PolicySection title="When can I return an item?">
        <p>You can ask for a return for any of these reasons:</p>
        <ul className="list-disc space-y-1 pl-5">
          {RETURN_REASONS.map((reason) => (
            <li key={reason}>{RETURN_REASON_LABELS[reason]}</li>
          ))}
        </ul>
        <p>
          Ask within {RETURN_WINDOW_HOURS} hours of delivery: open the order in{' '}
          <Link to={paths.orders} className="text-brand-700 underline">
            My Orders
          </Link>{' '}
          and choose &quot;Return items&quot;, with a photo or video of the problem. A late delivery or a defect that
          shows only after {RETURN_WINDOW_HOURS} hours can still be returned: write to us and we open the return for
          you.
        </p>
      </PolicySection>
      <PolicySection title="Return shipping">
        <p data-testid="return-shipping-payer">
          {paidBy === 'shop'
            ? 'We book the return pickup and pay for it: returning an item costs you nothing.'
            : 'We book the return pickup; its shipping charge is paid by you.'}
        </p>
      </PolicySection>
      <PolicySection title="Refunds">
        <p>
          We refund the price you paid for the returned items, GST included, less any discount or coupon share on
          them, within {REFUND_DUE_BUSINESS_DAYS} business days (Sundays and national holidays not counted) after we
          receive and verify the item. Online payments go back to the original payment method; cash-on-delivery orders
          are refunded to the UPI ID or bank account you give.
        </p>
        <p>The order&apos;s shipping and cash-on-delivery fees are not refunded.</p>
      </PolicySection>
      <PolicySection title="Cancellations">
        <p>
          You can cancel an order from My Orders until it ships; a paid order is refunded in full at once.
        </p>
      </PolicySection>
    </div>
  );
}

const ON_ERASURE: Record<ErasureRule, string> = {
  erased: 'Erased',
  anonymised: 'Anonymised',
  'kept-for-tax': 'Partly kept for tax law',
};

/**
 * The privacy notice (DPDP Act 2023 s.5, DPDP Rules 2025 r.3), drawn from the one list of what the shop
 * stores (packages/shared/src/privacy.ts; docs/decisions/110-personal-data.md), so it names every field kept.
 */
export function PrivacyContent() {
  const shop = useShop();
  const contact = useShopContact();
  const fiduciary = shop?.legalName || contact.name;
  const contactEmail = shop?.grievanceOfficerEmail || contact.email;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-500" data-testid="privacy-notice-version">
        {`Notice version ${PRIVACY_NOTICE_VERSION}`}
      </p>
      <PolicySection title="Who we are">
        <p>
          {fiduciary} runs this shop and decides how the personal data below is used (the &quot;Data Fiduciary&quot;
          under the Digital Personal Data Protection Act, 2023).
        </p>
      </PolicySection>
      <PolicySection title="What we collect and why">
        <p>This is every piece of personal data the shop stores, what it is for and what happens when you leave.</p>
        <ul className="space-y-3" aria-label="Personal data we collect">
          {PERSONAL_DATA_ITEMS.map((item) => (
            <li key={item.key} id={`data-${item.key}`} className="rounded-xl border border-slate-200 p-4">
              <p className="font-medium text-slate-900">{item.label}</p>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
                <dt className="font-medium text-slate-600">Why</dt>
                <dd>{item.purpose}</dd>
                {item.sharedWith && (
                  <>
                    <dt className="font-medium text-slate-600">Shared with</dt>
                    <dd>{item.sharedWith}</dd>
                  </>
                )}
                <dt className="font-medium text-slate-600">If you delete your account</dt>
                <dd>
                  {ON_ERASURE[item.onErasure]}. {item.retention}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
        <p>
          Card, UPI and netbanking details are entered on our payment partner&apos;s page and never reach {contact.name}.
          We do not sell your data and use no advertising trackers; your sign-in and cart are kept in your
          browser&apos;s local storage.
        </p>
      </PolicySection>
      <PolicySection title="Your consent">
        <p>We ask for it separately for each purpose:</p>
        <ul className="list-disc space-y-1 pl-5">
          {CONSENT_PURPOSES.map((purpose) => (
            <li key={purpose}>{CONSENT_PURPOSE_LABELS[purpose]}</li>
          ))}
        </ul>
        <p>
          We record the purpose, this notice&apos;s version and the time. You can withdraw your consent as easily as
          you gave it, by deleting your account from your profile.
        </p>
      </PolicySection>
      <PolicySection title="Your rights">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <strong>Access:</strong> <Link to={paths.profile} className="font-medium text-brand-700 underline">your profile</Link>{' '}
            has &quot;Download my data&quot;: your profile, addresses, orders, consents and messages as a file,
            with your returns, reviews and wishlist.
          </li>
          <li>
            <strong>Correction:</strong> edit your name, phone and address in your profile at any time.
          </li>
          <li>
            <strong>Erasure:</strong> &quot;Delete my account&quot; in your profile erases your data at once, except
            what GST law makes us keep on tax invoices. The law (DPDP Rules 2025 r.8(3)) also makes us keep a sealed
            copy of your data and of its processing for one year, used for nothing else and then deleted. While an order is on its way or paid and not yet delivered,
            we ask you to wait until it arrives (or cancel it) first.
            The same goes for a return until it is refunded or rejected, and for a grievance until it is resolved. Your reviews stay on the product pages,
            shown as by &quot;Former customer&quot;.
          </li>
          <li>
            <strong>Grievances:</strong> write to {contactEmail}
            {shop?.grievanceOfficerName ? ` (${shop.grievanceOfficerName}, ${shop.grievanceOfficerDesignation})` : ''}.
            We answer within 90 days at the latest, usually much sooner.
          </li>
          <li>
            <strong>Nomination:</strong> you may name a person who will exercise these rights for you if you die or
            become unable to (DPDP Act s.14): name them under{' '}
            <Link to={`${paths.profile}#nominee`} className="font-medium text-brand-700 underline">
              Nominee in your profile
            </Link>{' '}
            (their name, email or phone, and relationship to you), or write to {contactEmail}.
          </li>
          <li>
            <strong>Complaint to the Board:</strong> if you are not satisfied with our answer, you can complain to the{' '}
            <a href={DATA_PROTECTION_BOARD.url} className="font-medium text-brand-700 underline" rel="noreferrer">
              {DATA_PROTECTION_BOARD.name}
            </a>
            . The link opens the data protection page of {DATA_PROTECTION_BOARD.publishedBy}, where the Act, the Rules and
            the Board&apos;s notices are published, until the Board&apos;s own complaint platform is announced.
          </li>
        </ul>
      </PolicySection>
    </div>
  );
}
