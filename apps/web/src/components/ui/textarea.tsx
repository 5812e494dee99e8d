import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldBase, focusRing } from './styles';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} className={cn(fieldBase, focusRing, 'py-2', className)} {...props} />
  );
}
