import { formatDateTime } from '@fund/shared/format';
import type { Decision } from '@fund/shared/schemas/backoffice';
import type { DataColumn } from '@fund/shared/ui/data-table';
import { type ReactNode, useState } from 'react';
import { t } from '../../../texts';
import { DecisionCell } from '../../../ui/decision';
import { column } from '../../../ui/paged-table';
import { RowActions } from '../../../ui/row-actions';
import type { QueueName } from '../hooks/use-queue-params';
import { ApproveDialog } from './approve-dialog';
import { QueueSection } from './queue-section';
import { RejectDialog } from './reject-dialog';

const c = t.columns;

/** A player's request a staff member decides on: pending until decided (approved, processed, …) or rejected. */
export interface PendingRow extends Decision {
  id: number;
  status: string;
  created_datetime: string;
  player: { username: string };
}

/** «Рум / аккаунт» of a request on one room account. */
export const accountColumn = <Row extends { room_name: string; account_record_name: string }>() =>
  column<Row>(c.account, (row) => `${row.room_name} / ${row.account_record_name}`);

/** The decision besides «Отклонить»: approve with a comment, or an action with a dialog of its own. */
type Decide<Row> =
  | { approveTitle: string }
  | { label: string; dialog: (row: Row, onClose: () => void) => ReactNode };

/**
 * A queue of players' requests: date and player, the queue's own columns, the decision status and,
 * on a pending row, its decision and «Отклонить» (POST `<resource>/<id>/reject/` with a reason).
 */
export function DecisionQueue<Row extends PendingRow>(props: {
  queue: Exclude<QueueName, 'transfers'>;
  statuses: readonly string[];
  /** The columns between the player and the status. */
  columns: DataColumn<Row>[];
  /** The row's test id is `<rowTestId>-<id>`. */
  rowTestId: string;
  /** The one line the dialogs show about the row. */
  summary: (row: Row) => string;
  decide: Decide<Row>;
  /** The status the badge shows (default: the row's status). */
  status?: (row: Row) => string;
  /** «Экспорт» beside the filters (issue 40). */
  exportTo?: { path: string; name: string };
  /** Whether the decision is offered on a pending row (default: always; «Отклонить» always is). */
  decidable?: (row: Row) => boolean;
}) {
  const { queue, decide, summary } = props;
  const [open, setOpen] = useState<{ kind: 'decide' | 'reject'; row: Row } | null>(null);
  const close = () => setOpen(null);
  const status = props.status ?? ((row: Row) => row.status);
  return (
    <>
      <QueueSection<Row>
        queue={queue}
        caption={t.queues[queue]}
        statuses={props.statuses}
        exportTo={props.exportTo}
        columns={[
          column(c.date, (row) => formatDateTime(row.created_datetime)),
          column(c.player, (row) => row.player.username),
          ...props.columns,
          column(c.status, (row) => <DecisionCell status={status(row)} decision={row} />),
          column(
            c.actions,
            (row) =>
              row.status === 'pending' && (
                <RowActions
                  actions={[
                    ...(props.decidable?.(row) === false
                      ? []
                      : [
                          {
                            label: 'approveTitle' in decide ? t.actions.approve : decide.label,
                            onClick: () => setOpen({ kind: 'decide', row }),
                          },
                        ]),
                    {
                      label: t.actions.reject,
                      color: 'red',
                      onClick: () => setOpen({ kind: 'reject', row }),
                    },
                  ]}
                />
              ),
          ),
        ]}
        rowTestId={(row) => `${props.rowTestId}-${row.id}`}
      />
      {open?.kind === 'decide' &&
        ('approveTitle' in decide ? (
          <ApproveDialog
            queue={queue}
            id={open.row.id}
            title={decide.approveTitle}
            summary={summary(open.row)}
            onClose={close}
          />
        ) : (
          decide.dialog(open.row, close)
        ))}
      {open?.kind === 'reject' && (
        <RejectDialog
          queue={queue}
          id={open.row.id}
          action="reject"
          title={t.dialogs.rejectTitle}
          submitLabel={t.actions.reject}
          summary={summary(open.row)}
          onClose={close}
        />
      )}
    </>
  );
}
