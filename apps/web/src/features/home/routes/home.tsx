import { formatPaise } from '@shop/shared/money';
import { FREE_SHIPPING_ABOVE_PAISE } from '@shop/shared/constants';
import { ArrowRight, Headphones, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { SITE } from '../../../config/site';
import { useDocumentTitle } from '../../../hooks/use-document-title';

const highlights = [
  {
    icon: Truck,
    title: 'Free Shipping',
    text: `On orders above ${formatPaise(FREE_SHIPPING_ABOVE_PAISE).replace('.00', '')}`,
  },
  { icon: ShieldCheck, title: 'Secure Payments', text: 'UPI, cards, netbanking or cash on delivery' },
  { icon: RotateCcw, title: 'Easy Returns', text: 'Wrong or damaged item? We make it right' },
  { icon: Headphones, title: 'Customer Support', text: 'Replies within 24 hours, Mon-Sat' },
];

/** Home page. Featured categories, featured products and testimonials arrive with the catalogue work. */
export function HomeRoute() {
  useDocumentTitle();
  return (
    <>
      <section className="bg-gradient-to-br from-indigo-700 via-brand-700 to-purple-700 text-white">
        <div className="container-page py-16 sm:py-24">
          <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">{SITE.tagline}</p>
          <h1 className="mt-3 max-w-2xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            Everything you love, delivered across India
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-100">
            Discover electronics, fashion, home essentials and more at prices that make sense. Pay your way, including
            cash on delivery.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={paths.products}
              className="inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 font-semibold text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
            >
              Shop Now
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            <Link
              to={paths.categories}
              className="inline-flex h-12 items-center rounded-lg border border-white/50 px-6 font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
            >
              Browse Categories
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-shop" className="container-page py-12">
        <h2 id="why-shop" className="sr-only">
          Why shop with {SITE.name}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to={paths.products} className={buttonClasses('primary', 'lg')}>
            View All Products
          </Link>
        </div>
      </section>
    </>
  );
}
