import { formatMoney } from '@fund/shared/format';
import { SETTLEMENT_TEXT as S, type StatementPayout } from '@fund/shared/schemas/settlement';
import { Money } from '@fund/shared/ui';
import { Button, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { backofficeKeys } from '../../../api/keys';
import { ActionDialog } from '../../../ui/action-dialog';
import { useStaffAction } from '../../../ui/use-staff-action';
import { payStatement, statementPayoutsKey, statementPayoutsQuery } from '../api/payouts';
import { SettlementSection } from './section';

function PayDialog({ row, onClose }: { row: StatementPayout; onClose: () => void }) {
  const action = useStaffAction({
    request: (_: null, options) => payStatement(row.statement_id, options),
    changes: [statementPayoutsKey, backofficeKeys.lists('audit')],
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={S.pay}
      submitLabel={S.pay}
      action={action}
      onClose={onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        action.run(null);
      }}
    >
      <Text>{S.payConfirm(row.username, row.statement_number, formatMoney(row.amount, 'USD'))}</Text>
    </ActionDialog>
  );
}

/**
 * «Выплаты по принятым выпискам» (issue 38 item 5, docs/settlement.md «Payouts of accepted
 * statements»): statements accepted by the player or by silence with a payout, the amount from the
 * statement; «Выплатить» asks first and records it.
 */
export function StatementPayouts() {
  const payouts = useQuery(statementPayoutsQuery());
  const [paying, setPaying] = useState<StatementPayout | null>(null);
  return (
    <SettlementSection
      title={S.payoutsTitle}
      testId="statement-payouts"
      none={S.payoutsNone}
      query={payouts}
      dialog={paying && <PayDialog row={paying} onClose={() => setPaying(null)} />}
      row={(row) => (
        <Table.Tr key={row.statement_id} data-testid={`statement-payout-${row.statement_id}`}>
          <Table.Td>{row.username}</Table.Td>
          <Table.Td>
            {S.statementNumber(row.statement_number)} · {S.bundle(row.bundle_number)}
          </Table.Td>
          <Table.Td>{S.status[row.status]}</Table.Td>
          <Table.Td>
            <Money value={row.amount} />
          </Table.Td>
          <Table.Td>
            <Button size="xs" onClick={() => setPaying(row)}>
              {S.pay}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
