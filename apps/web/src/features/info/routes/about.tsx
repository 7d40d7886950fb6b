import { BadgeCheck, HeartHandshake, IndianRupee, Truck } from 'lucide-react';
import { Link } from '../../../lib/link';
import { buttonClasses } from '../../../components/ui/button';
import { InfoPage } from '../../../components/ui/info-page';
import { paths } from '../../../config/paths';
import { shopBlurb, SITE } from '../../../config/site';
import { useShopContact } from '../../../lib/shop/get-shop';
import { pageMeta } from '../../../config/page-meta';

const values = [
  {
    icon: BadgeCheck,
    title: 'Checked products',
    text: 'We list only products from brands and sellers we have vetted.',
  },
  {
    icon: IndianRupee,
    title: 'Honest prices',
    text: 'MRP and our price side by side, GST included, no surprises at checkout.',
  },
  { icon: Truck, title: 'Delivery across India', text: 'Reliable courier partners reach pin codes in every state.' },
  {
    icon: HeartHandshake,
    title: 'Real support',
    text: 'Real people reply within 24 hours.',
  },
];

export function AboutRoute() {
  const shop = useShopContact();
  return (
    <InfoPage
      meta={pageMeta.about}
      title={shop.name ? `About ${shop.name}` : 'About us'}
      subtitle={SITE.tagline}
      width="max-w-4xl"
    >
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 leading-relaxed text-slate-700 sm:p-8">
        {shop.name && <p>{shopBlurb(shop.name)}</p>}
        <p>
          We started {shop.name || 'this shop'} with a simple idea: shopping online in India should be as trustworthy as
          buying from the shop down the road. That means clear prices that already include GST, pictures that match what
          arrives, and a person to talk to when something goes wrong.
        </p>
        <p>
          We work directly with trusted brands and sellers, check every product we list, and ship to pin codes across
          India through reliable courier partners. Pay by UPI, card, netbanking or cash on delivery, whichever suits
          you.
        </p>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <h2 className="font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">
                {text}
                {title === 'Real support' && shop.hours && ` ${shop.hours}.`}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={paths.products} className={buttonClasses('primary')}>
          Start Shopping
        </Link>
        <Link to={paths.contact} className={buttonClasses('outline')}>
          Get in Touch
        </Link>
      </div>
    </InfoPage>
  );
}
