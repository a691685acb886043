import type { RequestOptions } from '@fund/shared/api';
import { isAdministrator } from '@fund/shared/permissions';
import { shellQueries } from '@fund/shared/query/shell';
import { type BackofficeUserRow, curatorLinkSchema, type UserRef } from '@fund/shared/schemas/backoffice';
import { schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { useStaffAction } from '../../../ui/use-staff-action';
import { UserPicker } from '../../../ui/user-picker';
import { linkCurator, PEOPLE_REFRESH, setActive, unlinkCurator } from '../api/people';

const p = t.people;

/** A yes/no staff action without fields: activate, deactivate, unlink. */
function ConfirmAction(props: {
  title: string;
  question: string;
  submitLabel: string;
  color?: string;
  /** Sends the action with `keyed`: the request options carrying its Idempotency-Key. */
  request: (keyed: RequestOptions) => Promise<unknown>;
  onClose: () => void;
}) {
  const action = useStaffAction({
    request: (_: undefined, keyed) => props.request(keyed),
    changes: PEOPLE_REFRESH,
    onDone: props.onClose,
  });
  return (
    <ActionDialog
      title={props.title}
      submitLabel={props.submitLabel}
      submitColor={props.color}
      action={action}
      onClose={props.onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        action.run(undefined);
      }}
    >
      {props.question}
    </ActionDialog>
  );
}

/**
 * What the signed-in staff member is offered on a row (the API refuses the rest with a 403):
 * `toggle` — «Отключить»/«Включить», never on their own row, and on an administrator's only when
 * they are one themself; `change` — linking or unlinking curators, on an administrator's row only
 * for an administrator.
 */
export function useMayActOn(): {
  toggle: (user: BackofficeUserRow) => boolean;
  change: (user: BackofficeUserRow) => boolean;
} {
  const { data: me } = useQuery(shellQueries.current());
  const { data: held } = useQuery(shellQueries.permissions());
  const administrator = held !== undefined && isAdministrator(held);
  const change = (user: BackofficeUserRow) => held !== undefined && (administrator || !user.is_admin);
  return { toggle: (user) => me !== undefined && user.id !== me.id && change(user), change };
}

export function ActiveDialog({ user, onClose }: { user: BackofficeUserRow; onClose: () => void }) {
  const off = user.is_active;
  return (
    <ConfirmAction
      title={off ? p.deactivate : p.activate}
      question={off ? p.deactivateQuestion(user.username) : p.activateQuestion(user.username)}
      submitLabel={off ? p.deactivate : p.activate}
      color={off ? 'red' : undefined}
      request={(keyed) => setActive(user.id, !off, keyed)}
      onClose={onClose}
    />
  );
}

export function UnlinkDialog(props: { student: UserRef; curator: UserRef; onClose: () => void }) {
  return (
    <ConfirmAction
      title={p.unlink(props.curator.username)}
      question={p.unlinkQuestion(props.student.username, props.curator.username)}
      submitLabel={p.unlink(props.curator.username)}
      color="red"
      request={(keyed) => unlinkCurator(props.curator.id, props.student.id, keyed)}
      onClose={props.onClose}
    />
  );
}

/** Link a player (student) to a curator picked by name. */
export function LinkDialog({ student, onClose }: { student: BackofficeUserRow; onClose: () => void }) {
  const [curator, setCurator] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const action = useStaffAction({
    request: (curatorId: number, keyed) =>
      linkCurator({ curator_id: curatorId, student_id: student.id }, keyed),
    changes: PEOPLE_REFRESH,
    form: {
      getValues: () => ({ curator_id: curator }),
      setFieldError: (_, message) => setFieldError(message),
    },
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={p.linkTitle(student.username)}
      submitLabel={p.link}
      action={action}
      onClose={onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        const errors = schemaResolver(curatorLinkSchema, { sync: true })({
          curator_id: curator ?? undefined,
          student_id: student.id,
        });
        if (curator === null || errors.curator_id)
          setFieldError((errors.curator_id as string | undefined) ?? null);
        else action.run(curator);
      }}
    >
      <UserPicker
        userRole="curator"
        label={p.curator}
        withAsterisk
        value={curator}
        error={fieldError}
        onChange={(id) => {
          setCurator(id);
          setFieldError(null);
        }}
      />
    </ActionDialog>
  );
}
