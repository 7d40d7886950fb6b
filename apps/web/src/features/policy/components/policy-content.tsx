import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { SITE } from '../../../config/site';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="space-y-2 text-slate-700">{children}</div>
    </section>
  );
}

export function HelpCenterContent() {
  return (
    <div className="space-y-6">
      <Section title="How do I track my order?">
        <p>
          Sign in and open My Orders. Shipped orders show a tracking number and live courier updates in the order
          details.
        </p>
      </Section>
      <Section title="Can I change my order?">
        <p>
          Orders can be changed only before shipment processing starts. Once processed, an order cannot be cancelled.
        </p>
      </Section>
      <Section title="Which payment methods do you accept?">
        <p>UPI, credit and debit cards, netbanking, cash on delivery, or placing your order over WhatsApp.</p>
      </Section>
      <ul className="grid gap-4 sm:grid-cols-3">
        <li className="rounded-xl border border-slate-200 p-4">
          <Mail className="h-6 w-6 text-brand-600" aria-hidden="true" />
          <p className="mt-2 font-semibold text-slate-900">Email</p>
          <a href={`mailto:${SITE.email}`} className="text-sm text-brand-700 underline">
            {SITE.email}
          </a>
          <p className="text-xs text-slate-500">Replies within 24 hours</p>
        </li>
        <li className="rounded-xl border border-slate-200 p-4">
          <Phone className="h-6 w-6 text-brand-600" aria-hidden="true" />
          <p className="mt-2 font-semibold text-slate-900">Phone</p>
          <a href={SITE.phoneHref} className="text-sm text-brand-700 underline">
            {SITE.phone}
          </a>
          <p className="text-xs text-slate-500">{SITE.supportHours}</p>
        </li>
        <li className="rounded-xl border border-slate-200 p-4">
          <MessageCircle className="h-6 w-6 text-brand-600" aria-hidden="true" />
          <p className="mt-2 font-semibold text-slate-900">Live Chat</p>
          <p className="text-sm text-slate-600">Chat with us during support hours.</p>
        </li>
      </ul>
    </div>
  );
}

export function ShippingContent() {
  return (
    <div className="space-y-6">
      <Section title="Processing">
        <p>Orders are processed within 1-2 business days.</p>
      </Section>
      <Section title="Delivery times">
        <ul className="list-disc space-y-1 pl-5">
          <li>Domestic delivery: 3-7 business days.</li>
          <li>International delivery: 7-15 business days.</li>
        </ul>
      </Section>
      <Section title="Shipping charges">
        <p>Shipping is free on orders above ₹999. Below that, cash on delivery orders carry a ₹100 shipping fee.</p>
      </Section>
    </div>
  );
}

export function ReturnsContent() {
  return (
    <div className="space-y-6">
      <Section title="When can I return an item?">
        <p>
          Returns are accepted only when the product is wrong, damaged or significantly different from its description.
          Request a return by email within 48 hours of delivery, with photo or video evidence.
        </p>
      </Section>
      <Section title="Refunds">
        <p>
          Refunds are issued within 15 business days after we receive and verify the item, to the original payment
          method. Discount and coupon amounts are not refunded.
        </p>
        <p>Shipping charges, duties and taxes are not refundable.</p>
      </Section>
      <Section title="Cancellations">
        <p>Orders cannot be cancelled once they have been processed.</p>
      </Section>
    </div>
  );
}

export function PrivacyContent() {
  return (
    <div className="space-y-6">
      <Section title="What we collect">
        <p>
          Your name, email, phone number and shipping address, and the orders you place. Card and UPI details are
          handled by our payment partner and never stored by {SITE.name}.
        </p>
      </Section>
      <Section title="How we use it">
        <p>To deliver your orders, send order updates, provide support and prevent fraud. We do not sell your data.</p>
      </Section>
      <Section title="Your choices">
        <p>
          You can view and update your details in your profile at any time, or write to {SITE.email} to have your
          account removed.
        </p>
      </Section>
    </div>
  );
}
