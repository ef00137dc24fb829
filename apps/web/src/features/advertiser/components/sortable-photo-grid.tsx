import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { buildSourcesSrcSet, type OwnPhoto } from '@app/contract';
import styles from './photo-manager.module.css';

interface SortablePhotoGridProps {
  readonly photos: readonly OwnPhoto[];
  readonly onReorder: (photos: OwnPhoto[]) => void;
  readonly onDelete: (photo: OwnPhoto, position: number) => void;
}

/** The `sizes` of a grid cell: two columns on a phone, up to about 200 px wide on a desktop. */
const CELL_SIZES = '(max-width: 40rem) 50vw, 200px';

function positionOf(photos: readonly OwnPhoto[], id: UniqueIdentifier | undefined): number {
  return photos.findIndex((photo) => photo.id === id) + 1;
}

/**
 * The photos in gallery order. Each has a drag handle that works with a pointer and with the
 * keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel), and what
 * happens is announced; "Make main photo" moves a photo first without dragging at all.
 */
export function SortablePhotoGrid({ photos, onReorder, onDelete }: SortablePhotoGridProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up photo ${positionOf(photos, active.id)} of ${photos.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Photo ${positionOf(photos, active.id)} is over position ${positionOf(photos, over.id)} of ${photos.length}.`
        : `Photo ${positionOf(photos, active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo moved to position ${positionOf(photos, over.id)} of ${photos.length}.`
        : `Photo ${positionOf(photos, active.id)} was dropped.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. Photo ${positionOf(photos, active.id)} stays where it was.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((photo) => photo.id === active.id);
    const to = photos.findIndex((photo) => photo.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...photos], from, to));
  }

  function makeMain(index: number) {
    onReorder(arrayMove([...photos], index, 0));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a photo, press Space, use the arrow keys to choose its new place, then press Space again. Press Escape to cancel.',
        },
      }}
    >
      <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
        <ol className={styles.grid} aria-label="Your photos, in gallery order">
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              position={index + 1}
              total={photos.length}
              onMakeMain={() => makeMain(index)}
              onDelete={() => onDelete(photo, index + 1)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface SortablePhotoProps {
  readonly photo: OwnPhoto;
  readonly position: number;
  readonly total: number;
  readonly onMakeMain: () => void;
  readonly onDelete: () => void;
}

function SortablePhoto({ photo, position, total, onMakeMain, onDelete }: SortablePhotoProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: photo.id });
  const isMain = position === 1;
  const smallest = photo.sources[0];
  return (
    <li
      ref={setNodeRef}
      className={styles.cell}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <img
        className={styles.photo}
        src={smallest?.url}
        srcSet={buildSourcesSrcSet(photo.sources)}
        sizes={CELL_SIZES}
        alt={`Photo ${position} of ${total}${isMain ? ' (main photo)' : ''}`}
        loading="lazy"
        decoding="async"
      />
      {isMain ? <span className={styles.mainBadge}>Main photo</span> : null}
      <div className={styles.tools}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          aria-label={`Move photo ${position} of ${total}`}
          {...attributes}
          {...listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        {isMain ? null : (
          <button type="button" className="button button--ghost button--small" onClick={onMakeMain}>
            Make main photo
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onDelete}
          aria-label={`Delete photo ${position}`}
        >
          Delete
        </button>
      </div>
    </li>
  );
}
