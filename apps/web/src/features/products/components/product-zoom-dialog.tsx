import { ProductImage } from '../../../components/product/product-image';
import { Modal } from '../../../components/ui/modal';

/** The enlarged product picture. */
export function ProductZoomDialog({
  image,
  name,
  onClose,
}: {
  image: string | null;
  name: string;
  onClose: () => void;
}) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={name} size="xl">
      <ProductImage
        src={image}
        alt={name}
        width={1200}
        srcSetWidths={[800, 1200]}
        sizes="(min-width: 1024px) 960px, 100vw"
        loading="eager"
        className="mx-auto aspect-square max-h-[70dvh] w-auto rounded-lg object-contain"
      />
    </Modal>
  );
}
