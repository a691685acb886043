import { errorMessages, FetchError, fieldErrors } from '@fund/shared/api';
import { notifications } from '@mantine/notifications';

/**
 * A silent request failed: field messages of a 400 go onto the form fields, anything else
 * (a business rule, 403, 409) is toasted by the spec's rules.
 */
export function showServerErrors(e: unknown, setErrors: (errors: Record<string, string>) => void): void {
  const body = e instanceof FetchError ? e.data : undefined;
  const fields = fieldErrors(body);
  if (Object.keys(fields).length) {
    setErrors(fields);
    return;
  }
  for (const message of errorMessages(body)) {
    notifications.show({ color: 'red', title: 'Ошибка', message, autoClose: 8000 });
  }
}
