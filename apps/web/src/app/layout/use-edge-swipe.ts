import { useEffect, useRef } from 'react';

/** How close to the screen edge a swipe must start to open a drawer, and how far it must go. */
const edgeZone = 24;
const minDistance = 60;

export interface EdgeSwipeHandlers {
  onOpenLeft: () => void;
  onOpenRight: () => void;
  onCloseLeft: () => void;
  onCloseRight: () => void;
}

export type SwipeAction = keyof EdgeSwipeHandlers | null;

/** Decides what a finished horizontal swipe means, given which drawer is open. */
export function swipeAction(
  start: { x: number; y: number },
  end: { x: number; y: number },
  width: number,
  open: { left: boolean; right: boolean },
): SwipeAction {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < minDistance || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  if (open.left) return dx < 0 ? 'onCloseLeft' : null;
  if (open.right) return dx > 0 ? 'onCloseRight' : null;
  if (dx > 0 && start.x <= edgeZone) return 'onOpenLeft';
  if (dx < 0 && start.x >= width - edgeZone) return 'onOpenRight';
  return null;
}

/** Swipe from the left edge opens the left drawer, from the right edge the right one. */
export function useEdgeSwipe(
  enabled: boolean,
  open: { left: boolean; right: boolean },
  handlers: EdgeSwipeHandlers,
) {
  const latest = useRef({ open, handlers });
  useEffect(() => {
    latest.current = { open, handlers };
  });
  useEffect(() => {
    if (!enabled) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const action = swipeAction(
        start,
        { x: touch.clientX, y: touch.clientY },
        window.innerWidth,
        latest.current.open,
      );
      start = null;
      if (action) latest.current.handlers[action]();
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
    };
  }, [enabled]);
}
