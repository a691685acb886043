import { type DueBundle, SETTLEMENT_TEXT as S } from '@fund/shared/schemas/settlement';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { backofficeKeys } from '../../../api/keys';
import { ActionDialog } from '../../../ui/action-dialog';
import { Money } from '../../../ui/money';
import { useStaffAction } from '../../../ui/use-staff-action';
import { closeBundle, dueBundlesKey, dueBundlesQuery } from '../api/bundles';
import { SettlementSection } from './section';

const C = S.chain;
type Figures = NonNullable<DueBundle['figures']>;
const CHAIN: (keyof Omit<Figures, 'deductions'>)[] = [
  'result',
  'makeup_before',
  'after_makeup',
  'player_share',
  'fund_share',
  'deductions_total',
  'payout',
  'makeup_after',
];
const label = (key: (typeof CHAIN)[number]) => (key === 'deductions_total' ? C.deductions : C[key]);

/** The close's confirmation: the figures that will be frozen, then one click. */
function CloseDialog({ bundle, onClose }: { bundle: DueBundle; onClose: () => void }) {
  const action = useStaffAction({
    request: (_: null, options) => closeBundle(bundle.bundle_id, options),
    refresh: [dueBundlesKey, backofficeKeys.lists('audit')],
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={S.close}
      submitLabel={S.close}
      action={action}
      onClose={onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        action.run(null);
      }}
    >
      <Text>{S.closeConfirm(bundle.username, bundle.bundle_number)}</Text>
      {bundle.figures && (
        <Table data-testid="close-figures">
          <Table.Tbody>
            {CHAIN.map((key) => (
              <Table.Tr key={key}>
                <Table.Td>{label(key)}</Table.Td>
                <Table.Td>
                  <Money value={bundle.figures![key]} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ActionDialog>
  );
}

/**
 * «Пакеты к закрытию» (issue 38 item 4, docs/settlement.md): the bundles that reached their length
 * or are due, with what closing each now would freeze; «Закрыть пакет» asks first.
 */
export function DueBundles() {
  const bundles = useQuery(dueBundlesQuery());
  const [closing, setClosing] = useState<DueBundle | null>(null);
  return (
    <SettlementSection
      title={S.dueTitle}
      testId="due-bundles"
      none={S.dueNone}
      query={bundles}
      dialog={closing && <CloseDialog bundle={closing} onClose={() => setClosing(null)} />}
      row={(row) => (
        <Table.Tr key={row.bundle_id} data-testid={`due-bundle-${row.bundle_id}`}>
          <Table.Td>{row.username}</Table.Td>
          <Table.Td>{S.bundle(row.bundle_number)}</Table.Td>
          <Table.Td>
            <Group gap={4}>
              <Text size="sm">{S.games(row.games, row.amount_games)}</Text>
              {row.reached && <Badge color="green">{S.reached}</Badge>}
              {row.expired && <Badge color="orange">{S.expired}</Badge>}
            </Group>
          </Table.Td>
          <Table.Td>
            {row.figures ? (
              <Text size="sm">
                {C.result}: <Money value={row.figures.result} /> · {C.payout}:{' '}
                <Money value={row.figures.payout} /> · {C.makeup_after}:{' '}
                <Money value={row.figures.makeup_after} />
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {S.noFigures}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Button size="xs" disabled={!row.figures} onClick={() => setClosing(row)}>
              {S.close}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
