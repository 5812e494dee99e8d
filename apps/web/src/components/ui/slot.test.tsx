import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Slot } from './slot';

afterEach(cleanup);

describe('Slot', () => {
  it('renders its child with the props merged in: classes joined, handlers child first', () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        ref={slotRef}
        className="button"
        aria-describedby="hint"
        title="From the slot"
        onClick={() => calls.push('slot')}
      >
        <a
          ref={childRef}
          href="#next"
          className="link"
          aria-describedby="error hint"
          onClick={() => calls.push('child')}
        >
          Next
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Next' });
    expect(link.className).toBe('button link');
    expect(link.getAttribute('title')).toBe('From the slot');
    expect(link.getAttribute('aria-describedby')).toBe('error hint');
    fireEvent.click(link);
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it("keeps the child's own value of a plain prop", () => {
    render(
      <Slot id="from-slot" aria-invalid>
        <input id="own" aria-label="Name" />
      </Slot>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.id).toBe('own');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
