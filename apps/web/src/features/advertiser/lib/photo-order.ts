import type { OwnPhoto } from '@app/contract';

/**
 * The gallery in the order the advertiser chose: every photo that is not one of `chosenIds`
 * keeps its place at the front, then the chosen photos follow in the order she picked them
 * (ids not, or no longer, in `photos` are left out). Uploads started together finish in any
 * order and the server stores each where it lands (docs/decisions/010-photos.md).
 */
export function orderAsChosen(
  photos: readonly OwnPhoto[],
  chosenIds: readonly number[],
): OwnPhoto[] {
  if (chosenIds.length === 0) return [...photos];
  const chosen = new Set(chosenIds);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  return [
    ...photos.filter((photo) => !chosen.has(photo.id)),
    ...chosenIds.flatMap((id) => {
      const photo = byId.get(id);
      return photo ? [photo] : [];
    }),
  ];
}

/** Whether two galleries list the same photos in the same order. */
export function isSameOrder(a: readonly OwnPhoto[], b: readonly OwnPhoto[]): boolean {
  return a.length === b.length && a.every((photo, index) => photo.id === b[index]?.id);
}
