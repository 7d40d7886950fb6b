import { Link } from 'react-router';
import { ChevronDown, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { useShopContact } from '../../shop/api/get-shop';
import { TrackingForm } from './tracking-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="space-y-2 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

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
            <p className="mt-1 text-xs text-slate-500">During support hours, 10AM-6PM, Mon-Sat</p>
          </li>
        </ul>
      </div>
    </div>
  );
}

export function ShippingContent() {
  return (
    <div className="space-y-6">
      <TrackingForm />
      <Section title="Order processing">
        <p>
          Orders are processed within 1-2 business days of being placed. Orders placed on Sundays or public holidays are
          processed on the next business day.
        </p>
      </Section>
      <Section title="Delivery times">
        <ul className="list-disc space-y-1 pl-5">
          <li>Domestic delivery: 3-7 business days.</li>
          <li>International delivery: 7-15 business days.</li>
        </ul>
        <p>Delivery times start once your order has been processed and handed to our courier partner.</p>
      </Section>
      <Section title="Shipping charges">
        <p>
          Shipping is free on orders above ₹999. Below that, cash on delivery orders carry a ₹100 shipping fee; prepaid
          and WhatsApp orders ship free.
        </p>
      </Section>
      <Section title="Tracking">
        <p>
          As soon as your order ships you get a tracking number. Enter it above, or open the order in My Orders, to see
          where your parcel is.
        </p>
      </Section>
    </div>
  );
}

export function ReturnsContent() {
  const contact = useShopContact();
  return (
    <div className="space-y-6">
      <Section title="When can I return an item?">
        <p>
          Returns are accepted only when you receive the wrong product, a damaged product, or a product significantly
          different from its description.
        </p>
        <p>
          Request a return by email to{' '}
          <a href={`mailto:${contact.email}`} className="text-brand-700 underline">
            {contact.email}
          </a>{' '}
          within 48 hours of delivery, with photo or video evidence of the problem and your order number.
        </p>
      </Section>
      <Section title="Refunds">
        <p>
          Refunds are issued within 15 business days after we receive and verify the returned item, to the original
          payment method. Discount and coupon amounts are not refunded.
        </p>
        <p>Shipping charges, duties and taxes are not refundable.</p>
      </Section>
      <Section title="Cancellations">
        <p>
          Orders can be changed only before shipment processing. No cancellation is possible once an order has been
          processed.
        </p>
      </Section>
    </div>
  );
}

export function PrivacyContent() {
  const contact = useShopContact();
  return (
    <div className="space-y-6">
      <Section title="What we collect">
        <p>
          Your name, email address, phone number and shipping address, the orders you place, and messages you send us.
          Card, UPI and netbanking details are handled by our payment partner and are never stored by {contact.name}.
        </p>
      </Section>
      <Section title="How we use it">
        <p>
          To deliver your orders, send order and shipping updates, answer your questions, issue invoices and prevent
          fraud. We share only what is needed with our courier and payment partners to do that. We do not sell your
          data.
        </p>
      </Section>
      <Section title="Cookies and local storage">
        <p>
          We keep your sign-in session and your cart in your browser's local storage so they survive a reload. We do not
          use advertising trackers.
        </p>
      </Section>
      <Section title="Your choices">
        <p>
          You can view and update your details in your profile at any time, or write to {contact.email} to get a copy of
          your data or have your account removed. We reply within 24 hours.
        </p>
      </Section>
    </div>
  );
}
