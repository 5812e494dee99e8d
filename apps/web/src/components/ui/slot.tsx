import {
  Children,
  cloneElement,
  isValidElement,
  useMemo,
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

/**
 * Renders its one child with these props merged in, as Radix's Slot does (Button's `asChild`,
 * a router Link styled as a button): the child's handlers run first, then these; class names
 * are joined; styles merged; both refs set. Written out because Button is on the login route
 * and Radix's Slot with its ref helpers would add ≈ 1.3 KB there (decision 064).
 */
export function Slot({ children, ref, ...slotProps }: SlotProps & { children?: unknown }) {
  const child = Children.only(children) as ReactElement<SlotProps>;
  const childRef = isValidElement(child) ? child.props.ref : undefined;
  const composedRef = useMemo(
    () => (ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef)),
    [ref, childRef],
  );
  const merged: Record<string, unknown> = { ...slotProps, ...child.props };
  for (const [name, childValue] of Object.entries(child.props)) {
    const slotValue = (slotProps as Record<string, unknown>)[name];
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
      merged[name] = [...new Set(`${String(childValue ?? '')} ${String(slotValue)}`.split(/\s+/))]
        .filter(Boolean)
        .join(' ');
  }
  merged.ref = composedRef;
  return cloneElement(child, merged);
}
