/** Whether this tab's live stream is open: the badge polls only while it is not. */
let open = false;
const listeners = new Set<() => void>();

export const liveState = {
  isOpen: () => open,
  set: (value: boolean) => {
    if (open === value) return;
    open = value;
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
