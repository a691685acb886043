import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { FetchError } from 'ofetch';
import { ru } from '../i18n/ru';
import type { ActionOptions, Keys } from './action';
import { errorMessages } from './errors';
import { isKeyReused, isOutcomeUnknown } from './idempotency';
import { placeServerErrors, showServerErrors } from './index';

// `useAction`'s answer handling, loaded with the first answer (the dashboard's first view has no room).

type Options<TResult> = ActionOptions<never, TResult>;
type Show = (text: string | null) => void;

const refresh = async (client: QueryClient, keys: Keys) =>
  Promise.all(
    (typeof keys === 'function' ? await keys() : keys).map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );

export async function succeeded<TResult>(
  o: Options<TResult>,
  client: QueryClient,
  result: TResult,
): Promise<void> {
  if (o.success) notifications.show({ color: 'green', message: o.success });
  o.update?.(result, client);
  await refresh(client, o.changes);
  o.onDone?.(result);
}

export function failed<TResult>(
  o: Options<TResult>,
  client: QueryClient,
  e: unknown,
  setAlert: Show,
  setConflict: Show,
) {
  const unsure = o.unsure ?? o.changes;
  // The action may have been done: what it changes shows whether it was before it is sent again.
  if (isOutcomeUnknown(e)) void refresh(client, unsure);
  const { dialog } = o;
  const status = e instanceof FetchError ? e.status : undefined;
  if (isKeyReused(e)) {
    if (!dialog) {
      notifications.show({ color: 'yellow', message: ru.common.alreadyDone, autoClose: 8000 });
      return refresh(client, unsure);
    }
    setConflict(ru.common.alreadyDone);
    void refresh(client, unsure);
  } else if (!dialog) {
    showServerErrors(e, o.form);
    // Gone (404) or changed by someone else (409): what the page shows is stale (a note deleted twice).
    if (status === 404 || status === 409) void refresh(client, o.changes);
  }
  // Another user acted first: what the dialog shows is stale.
  else if (status === 409) {
    setConflict(`${errorMessages((e as FetchError).data).join(' ') || dialog.conflict} ${dialog.refreshed}`);
    void refresh(client, o.changes);
  } else setAlert(placeServerErrors(e, o.form).join(' ') || null);
}
