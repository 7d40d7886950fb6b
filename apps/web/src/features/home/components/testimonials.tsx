import { Quote } from 'lucide-react';
import { StarRating } from '../../../components/product/star-rating';
import { type MessageKey, useT } from '../../../lib/i18n/i18n';

const testimonials = [
  { name: 'Priya Nair', city: 'quotes.kochi', rating: 5, text: 'quotes.priya' },
  { name: 'Arjun Mehta', city: 'quotes.pune', rating: 5, text: 'quotes.arjun' },
  { name: 'Sneha Reddy', city: 'quotes.hyderabad', rating: 4, text: 'quotes.sneha' },
] as const satisfies readonly { name: string; city: MessageKey; rating: number; text: MessageKey }[];

/** Three fixed shopper quotes (docs/product.md#home). */
export function Testimonials() {
  const { t } = useT();
  return (
    <section aria-labelledby="testimonials" className="bg-white py-14">
      <div className="container-page">
        <h2 id="testimonials" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('quotes.title')}
        </h2>
        <p className="mt-2 text-center text-slate-600">{t('quotes.subtitle')}</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {testimonials.map(({ name, city, rating, text }) => (
            <li key={name} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <Quote className="h-8 w-8 text-brand-300" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 text-slate-700">
                <p>{t(text)}</p>
              </blockquote>
              <StarRating rating={rating} className="mt-4" />
              <p className="mt-3 font-semibold text-slate-900">
                {name}
                <span className="font-normal text-slate-500">, {t(city)}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
