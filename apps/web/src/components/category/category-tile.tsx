import type { ReactNode } from 'react';
import { Link } from '../../lib/link';
import { paths } from '../../config/paths';
import type { Category } from '../../lib/categories/get-categories';
import { CategoryVisual } from './category-visual';

/** The home page's square tiles and the categories page's wide featured collections. */
const LOOKS = {
  square: {
    link: 'group relative block aspect-square overflow-hidden rounded-2xl shadow-sm',
    picture: 'h-full w-full transition-transform duration-300 group-hover:scale-105',
    icon: undefined,
    shade: 'absolute inset-0 bg-gradient-to-t from-slate-900/75 to-transparent',
    caption: 'absolute inset-x-0 bottom-0 p-3 text-white',
    name: 'block font-semibold',
    detail: 'block text-xs text-white/80',
  },
  wide: {
    link: 'group relative block aspect-[16/10] overflow-hidden rounded-2xl shadow-sm',
    picture: 'h-full w-full transition-transform duration-500 group-hover:scale-105',
    icon: 'h-16 w-16',
    shade: 'absolute inset-0 bg-gradient-to-t from-slate-900/80 via-slate-900/20 to-transparent',
    caption: 'absolute inset-x-0 bottom-0 p-4 text-white',
    name: 'block text-lg font-bold',
    detail: 'block text-sm text-white/85',
  },
} as const;

/**
 * A category's picture as a link to its products, shaded towards the bottom so the caption over it reads: the
 * name and, under it, `detail` (none when null).
 */
export function CategoryTile({
  category,
  look,
  detail,
  detailTestId,
  children,
}: {
  category: Pick<Category, 'name' | 'image' | 'label'>;
  look: keyof typeof LOOKS;
  detail: ReactNode;
  detailTestId?: string;
  /** Laid over the picture's corner (a badge). */
  children?: ReactNode;
}) {
  const classes = LOOKS[look];
  return (
    <Link to={paths.productsInCategory(category.name)} className={classes.link}>
      <CategoryVisual
        name={category.name}
        image={category.image}
        className={classes.picture}
        iconClassName={classes.icon}
      />
      <span className={classes.shade} />
      {children}
      <span className={classes.caption}>
        <span className={classes.name}>{category.label ?? category.name}</span>
        {detail !== null && (
          <span className={classes.detail} data-testid={detailTestId}>
            {detail}
          </span>
        )}
      </span>
    </Link>
  );
}
