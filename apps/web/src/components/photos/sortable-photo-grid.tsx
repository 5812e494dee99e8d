import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortableWiring } from './photo-slot-tile';
import type { Slot } from './use-photo-slots';

interface SortablePhotoGridProps {
  slots: readonly Slot[];
  /** Names a photo in what a screen reader is told while it is dragged. */
  nameOf: (key: string) => string;
  onPlace: (key: string, overKey: string) => void;
  children: (slot: Slot, index: number, wiring: SortableWiring) => ReactNode;
}

/**
 * The picker's photos, sortable by drag (decision 215): with a mouse as soon as the handle moves
 * a few pixels, with a finger after holding it a moment (so a swipe still scrolls the page), and
 * with the keyboard (space to lift, arrows, space to drop). Loaded with the first second photo,
 * so a form without photos and the profile picture never fetch it.
 */
export default function SortablePhotoGrid({
  slots,
  nameOf,
  onPlace,
  children,
}: SortablePhotoGridProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = slots.map((slot) => slot.key);
  const place = (id: UniqueIdentifier | undefined) => keys.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('photos.drag.picked', { name: nameOf(String(active.id)), index: place(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('photos.drag.over', {
            name: nameOf(String(active.id)),
            index: place(over.id),
            count: keys.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t('photos.drag.dropped', {
        name: nameOf(String(active.id)),
        index: place(over?.id ?? active.id),
        count: keys.length,
      }),
    onDragCancel: ({ active }) => t('photos.drag.cancelled', { name: nameOf(String(active.id)) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (over && over.id !== active.id) onPlace(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        // Its live region and instructions are elements: inside the list they would break it.
        container: document.body,
        announcements,
        screenReaderInstructions: { draggable: t('photos.drag.instructions') },
      }}
    >
      <SortableContext items={keys} strategy={rectSortingStrategy}>
        {slots.map((slot, index) => (
          <SortableSlot key={slot.key} slot={slot} index={index} render={children} />
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableSlot({
  slot,
  index,
  render,
}: {
  slot: Slot;
  index: number;
  render: SortablePhotoGridProps['children'];
}) {
  const sortable = useSortable({ id: slot.key });
  const wiring: SortableWiring = {
    itemRef: sortable.setNodeRef,
    style: {
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition,
    },
    dragging: sortable.isDragging,
    handleRef: sortable.setActivatorNodeRef,
    handleProps: { ...sortable.attributes, ...sortable.listeners },
  };
  return render(slot, index, wiring);
}
