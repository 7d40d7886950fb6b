import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';

/**
 * A variant's pictures, chosen from the product's own uploaded pictures (none chosen: the product's are shown).
 * The order follows the product's pictures.
 */
export function VariantPictures({
  title,
  productImages,
  chosen,
  onChange,
}: {
  title: string;
  productImages: readonly string[];
  chosen: readonly string[];
  onChange: (images: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([...chosen]);
  const summary = chosen.length === 0 ? 'All pictures' : `${chosen.length} picture${chosen.length === 1 ? '' : 's'}`;

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="w-full lg:px-2"
        aria-label={`Pictures of ${title}: ${summary}`}
        disabled={productImages.length === 0}
        title={productImages.length === 0 ? 'Upload pictures to the product first' : undefined}
        onClick={() => {
          setDraft([...chosen]);
          setOpen(true);
        }}
      >
        {summary}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Pictures of ${title}`}
        description="Choose the pictures that show this variant. Choose none to show all the product's pictures."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onChange(productImages.filter((url) => draft.includes(url)));
                setOpen(false);
              }}
            >
              Use these pictures
            </Button>
          </>
        }
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {productImages.map((url, i) => (
            <li key={url}>
              <label className="block cursor-pointer rounded-xl border border-slate-200 p-2 has-[:checked]:border-indigo-600 has-[:checked]:ring-2 has-[:checked]:ring-indigo-200">
                <img src={url} alt="" className="aspect-square w-full rounded-lg object-cover" />
                <span className="mt-2 flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={draft.includes(url)}
                    onChange={(event) =>
                      setDraft((d) => (event.target.checked ? [...d, url] : d.filter((u) => u !== url)))
                    }
                  />
                  Picture {i + 1}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
