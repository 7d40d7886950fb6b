import type { ImageWidth } from '@shop/shared/schemas/catalog';
import {
  Apple,
  BookOpen,
  Briefcase,
  Car,
  Dumbbell,
  HeartPulse,
  type LucideIcon,
  PawPrint,
  Shirt,
  Smartphone,
  Sofa,
  Sparkles,
  Tag,
  ToyBrick,
} from 'lucide-react';
import { useState } from 'react';
import { imageSrcSet, imageUrl } from '../product/image-sources';
import { cn } from '../../lib/cn';

interface DefaultPicture {
  keywords: readonly string[];
  icon: LucideIcon;
  /** Tailwind gradient stops; each keyword gets its own colours so the grid does not look uniform. */
  gradient: string;
}

/**
 * The default pictures of docs/product.md#categories, chosen by a keyword in the category's name. They are drawn inline
 * (an icon on a gradient), so a category without a picture costs no request at all.
 */
const DEFAULT_PICTURES: readonly DefaultPicture[] = [
  {
    keywords: ['electronic', 'gadget', 'mobile', 'phone', 'computer', 'laptop'],
    icon: Smartphone,
    gradient: 'from-sky-500 to-indigo-600',
  },
  { keywords: ['fashion', 'cloth', 'apparel', 'wear', 'shoe'], icon: Shirt, gradient: 'from-pink-500 to-rose-600' },
  {
    keywords: ['home', 'kitchen', 'furniture', 'decor', 'living'],
    icon: Sofa,
    gradient: 'from-amber-500 to-orange-600',
  },
  { keywords: ['sport', 'fitness', 'outdoor', 'gym'], icon: Dumbbell, gradient: 'from-emerald-500 to-green-700' },
  {
    keywords: ['beauty', 'cosmetic', 'makeup', 'personal care', 'skin'],
    icon: Sparkles,
    gradient: 'from-fuchsia-500 to-purple-600',
  },
  { keywords: ['book', 'novel', 'reading'], icon: BookOpen, gradient: 'from-yellow-600 to-amber-700' },
  { keywords: ['toy', 'game', 'kid', 'baby'], icon: ToyBrick, gradient: 'from-red-500 to-orange-500' },
  {
    keywords: ['automotive', 'auto', 'car', 'bike', 'motor', 'vehicle'],
    icon: Car,
    gradient: 'from-slate-600 to-slate-800',
  },
  {
    keywords: ['food', 'grocery', 'snack', 'beverage', 'gourmet'],
    icon: Apple,
    gradient: 'from-lime-500 to-green-600',
  },
  {
    keywords: ['health', 'wellness', 'medical', 'fitness care', 'pharma'],
    icon: HeartPulse,
    gradient: 'from-teal-500 to-cyan-600',
  },
  { keywords: ['pet', 'dog', 'cat'], icon: PawPrint, gradient: 'from-orange-400 to-amber-600' },
  { keywords: ['office', 'stationery', 'work'], icon: Briefcase, gradient: 'from-blue-600 to-slate-700' },
];

const FALLBACK_PICTURE: DefaultPicture = { keywords: [], icon: Tag, gradient: 'from-brand-500 to-indigo-600' };

/** The default picture for a category name: the first keyword found in it, else a generic tag. */
export function defaultPictureFor(name: string): DefaultPicture {
  const lower = name.toLowerCase();
  return (
    DEFAULT_PICTURES.find((picture) => picture.keywords.some((keyword) => lower.includes(keyword))) ?? FALLBACK_PICTURE
  );
}

export function CategoryVisual({
  name,
  image,
  width = 400,
  loading = 'lazy',
  className,
  iconClassName = 'h-12 w-12',
}: {
  name: string;
  image: string | null;
  width?: ImageWidth;
  loading?: 'lazy' | 'eager';
  className?: string;
  iconClassName?: string;
}) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  if (image && failedImage !== image) {
    return (
      <img
        src={imageUrl(image, width)}
        srcSet={imageSrcSet(image, width === 400 ? [400, 800] : [width])}
        sizes="(min-width: 1024px) 300px, 50vw"
        alt=""
        width={width}
        height={width}
        loading={loading}
        decoding="async"
        onError={() => setFailedImage(image)}
        className={cn('bg-slate-100 object-cover', className)}
      />
    );
  }
  const { icon: Icon, gradient } = defaultPictureFor(name);
  return (
    <div
      aria-hidden="true"
      data-default-picture="true"
      className={cn('flex items-center justify-center bg-gradient-to-br text-white', gradient, className)}
    >
      <Icon className={cn('drop-shadow', iconClassName)} strokeWidth={1.5} />
    </div>
  );
}
