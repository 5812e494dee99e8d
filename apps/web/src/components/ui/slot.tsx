import {
  Children,
  cloneElement,
  type HTMLAttributes,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> };

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => refs.forEach((ref) => setRef(ref, value));
}

/** The child's props win, except handlers (both run, the child's first), classes and styles. */
function mergeSlotProps(slotProps: SlotProps, childProps: SlotProps): Record<string, unknown> {
  const slot = slotProps as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...slot, ...childProps };
  for (const [name, childValue] of Object.entries(childProps)) {
    const slotValue = slot[name];
    if (slotValue === undefined) continue;
    if (/^on[A-Z]/.test(name) && typeof childValue === 'function')
      merged[name] = (...args: unknown[]) => {
        const result: unknown = (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
        return result;
      };
    else if (/^on[A-Z]/.test(name) && !childValue) merged[name] = slotValue;
    else if (name === 'style')
      merged[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === 'className') merged[name] = [slotValue, childValue].filter(Boolean).join(' ');
    else if (name === 'aria-describedby')
      merged[name] = [...new Set([childValue, slotValue].join(' ').split(/\s+/))]
        .filter(Boolean)
        .join(' ');
    else if (name === 'ref')
      merged[name] = composeRefs(slotValue as Ref<HTMLElement>, childValue as Ref<HTMLElement>);
  }
  return merged;
}

/**
 * Renders its one child with these props merged in, as Radix's Slot does (Button's `asChild`,
 * a router Link styled as a button; FormField's input): the child's handlers run first, then
 * these; class names and descriptions are joined; styles merged; both refs set. Written out
 * because Button and the form fields are on the login route, and Radix's Slot with its ref
 * helpers would add ≈ 1.3 KB there (decision 064).
 */
export function Slot({ children, ...slotProps }: SlotProps & { children?: unknown }) {
  const child = Children.only(children) as ReactElement<SlotProps>;
  return cloneElement(child, mergeSlotProps(slotProps, child.props));
}
