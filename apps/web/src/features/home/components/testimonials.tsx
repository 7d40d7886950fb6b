import { Quote } from 'lucide-react';
import { StarRating } from '../../../components/product/star-rating';

const testimonials = [
  {
    name: 'Priya Nair',
    city: 'Kochi',
    rating: 5,
    text: 'Ordered a saree for my sister’s wedding and it arrived in three days, exactly as pictured. Cash on delivery made it easy.',
  },
  {
    name: 'Arjun Mehta',
    city: 'Pune',
    rating: 5,
    text: 'The headphones were cheaper than anywhere else and the UPI payment took seconds. Tracking updates were spot on.',
  },
  {
    name: 'Sneha Reddy',
    city: 'Hyderabad',
    rating: 4,
    text: 'A pressure cooker came with a dent; I emailed a photo and the replacement was on its way the next day. Great support.',
  },
] as const;

/** Three fixed shopper quotes (docs/product.md#home). */
export function Testimonials() {
  return (
    <section aria-labelledby="testimonials" className="bg-white py-14">
      <div className="container-page">
        <h2 id="testimonials" className="text-center text-2xl font-bold text-slate-900 sm:text-3xl">
          What Our Customers Say
        </h2>
        <p className="mt-2 text-center text-slate-600">Thousands of happy shoppers across India</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {testimonials.map(({ name, city, rating, text }) => (
            <li key={name} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <Quote className="h-8 w-8 text-brand-300" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 text-slate-700">
                <p>{text}</p>
              </blockquote>
              <StarRating rating={rating} className="mt-4" />
              <p className="mt-3 font-semibold text-slate-900">
                {name}
                <span className="font-normal text-slate-500">, {city}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
