import { shellQueries } from '@fund/shared/query/shell';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyDialogs, lazyNamed } from '../../../lib/lazy-named';
import { expectedQuery, uploadKeys } from '../api/expected';
import { dismiss, hasOutstanding, isDismissed, uploadsHands } from '../model';

const HandUploadDialog = lazyNamed(() => import('./hand-upload-dialog'), 'HandUploadDialog');

const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/**
 * Opens the hand upload dialog by itself when the expected data reports anything
 * outstanding, unless the player dismissed it this session; renders nothing otherwise.
 */
export function HandUploadGate({ now }: { now?: () => Date }) {
  const client = useQueryClient();
  const permissions = useQuery(shellQueries.permissions()).data;
  const expected = useQuery({ ...expectedQuery(), enabled: uploadsHands(permissions) });
  const [closed, setClosed] = useState(false);
  const data = expected.data;
  if (!data || closed || !hasOutstanding(data) || isDismissed(data.period, session())) return null;

  const onClose = (finished: boolean) => {
    if (!finished) dismiss(data.period, session());
    setClosed(true);
    void client.invalidateQueries({ queryKey: uploadKeys.expected() });
  };
  return (
    <LazyDialogs onFailed={() => setClosed(true)}>
      <HandUploadDialog opened expected={data} onClose={onClose} now={now} />
    </LazyDialogs>
  );
}
