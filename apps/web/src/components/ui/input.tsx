import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldBase, focusRing } from './styles';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldBase, focusRing, 'h-10', className)} {...props} />;
}
