import { format } from 'date-fns';

/*
 * Apart from lib/forms.ts so that every form (the sign-in forms too) does not bring date-fns
 * onto the login route (decision 058); only the forms with time fields import it.
 */

/** A UTC instant as a datetime-local value in the browser's zone, for an edit form's default. */
export function toLocalInputValue(instant: string | Date | null | undefined): string {
  if (!instant) return '';
  return format(new Date(instant), "yyyy-MM-dd'T'HH:mm");
}
