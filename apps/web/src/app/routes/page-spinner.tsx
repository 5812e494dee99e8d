import { Spinner } from '@/components/ui/spinner';

export function PageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner className="[&_svg]:size-8" />
    </div>
  );
}
