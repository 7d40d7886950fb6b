/** A picture in the product form: one the product already has, or a file picked in this session. */
export type ImageItem = { key: string; kind: 'existing'; path: string } | { key: string; kind: 'new'; file: File };

export function existingImageItems(paths: readonly string[]): ImageItem[] {
  return paths.map((path, index) => ({ key: `existing-${index}-${path}`, kind: 'existing', path }));
}

/** The list with the item at `index` moved by `delta` places; unchanged when that leaves the list. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export interface ImageUploadPlan {
  /** Paths of the pictures kept, in screen order. */
  existingImages: string[];
  /** Files to upload, in screen order. */
  files: File[];
  /** True when a new picture sits before a kept one: the server appends uploads, so a second pass reorders. */
  needsReorder: boolean;
}

export function planImageUpload(items: readonly ImageItem[]): ImageUploadPlan {
  const existingImages: string[] = [];
  const files: File[] = [];
  let needsReorder = false;
  for (const item of items) {
    if (item.kind === 'existing') {
      if (files.length > 0) needsReorder = true;
      existingImages.push(item.path);
    } else {
      files.push(item.file);
    }
  }
  return { existingImages, files, needsReorder };
}

/**
 * The screen order as server paths, once the uploads have paths: the saved product's pictures that were
 * not kept ones are the uploads, in upload order. Null when the answer does not line up with what was sent.
 */
export function savedImageOrder(
  items: readonly ImageItem[],
  keptPaths: readonly string[],
  savedPaths: readonly string[],
): string[] | null {
  const kept = new Set(keptPaths);
  const uploaded = savedPaths.filter((path) => !kept.has(path));
  const newCount = items.filter((item) => item.kind === 'new').length;
  if (uploaded.length !== newCount) return null;
  let next = 0;
  return items.map((item) => (item.kind === 'existing' ? item.path : (uploaded[next++] as string)));
}
