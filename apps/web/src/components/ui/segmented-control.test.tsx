import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control';

type Theme = 'light' | 'dark' | 'system';

function ThemeControl({ onChange }: { onChange: (value: Theme) => void }) {
  const [value, setValue] = useState<Theme>('dark');
  return (
    <SegmentedControl<Theme>
      label="Theme"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      options={[
        { value: 'light', label: 'Light' },
        { value: 'dark', label: 'Dark' },
        { value: 'system', label: 'System' },
      ]}
    />
  );
}

const radio = (name: string) => screen.getByRole('radio', { name });
const checked = () =>
  screen
    .getAllByRole('radio')
    .filter((element) => element.getAttribute('aria-checked') === 'true')
    .map((element) => element.getAttribute('aria-label'));

afterEach(cleanup);

describe('SegmentedControl', () => {
  it('is a named radiogroup with one tab stop, the checked radio', () => {
    render(<ThemeControl onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeTruthy();
    expect(checked()).toEqual(['Dark']);
    expect(screen.getAllByRole('radio').map((element) => element.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('selects by click, and by arrow keys that move focus and wrap', () => {
    const onChange = vi.fn();
    render(<ThemeControl onChange={onChange} />);
    fireEvent.click(radio('Light'));
    expect(checked()).toEqual(['Light']);
    fireEvent.keyDown(radio('Light'), { key: 'ArrowLeft' });
    expect(checked()).toEqual(['System']);
    expect(document.activeElement).toBe(radio('System'));
    fireEvent.keyDown(radio('System'), { key: 'ArrowRight' });
    expect(checked()).toEqual(['Light']);
    fireEvent.keyDown(radio('Light'), { key: 'End' });
    expect(checked()).toEqual(['System']);
    expect(onChange.mock.calls).toEqual([['light'], ['system'], ['light'], ['system']]);
  });

  it('does not report the value it already has', () => {
    const onChange = vi.fn();
    render(<ThemeControl onChange={onChange} />);
    fireEvent.click(radio('Dark'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
