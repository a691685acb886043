import { formatDateTime } from '@fund/shared/format';
import type { ReviewedStatement } from '@fund/shared/schemas/settlement';
import { Money } from '@fund/shared/ui';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useStatement, useStatements } from '../api/statements';
import { t } from '../texts';
import { MakeupChart } from './makeup-chart';
import { LineDispute, PaidMark, ReviewStatus } from './statement-review';

const C = t.chain;

/** One statement: its chain of figures, the accounts' results it froze, the terms and its two hashes. */
function StatementView({ id, onBack }: { id: number; onBack: () => void }) {
  const statement = useStatement(id);
  const s = statement.data;
  return (
    <Stack gap="sm" data-testid="statement">
      <Group>
        <Button variant="subtle" size="xs" onClick={onBack}>
          {t.backToList}
        </Button>
      </Group>
      {statement.isPending && <Loader />}
      {statement.isError && <Alert color="red">{t.loadFailed}</Alert>}
      {s && (
        <>
          <Text fw={600}>
            {t.statementNumber(s.number)} · {t.bundle(s.bundle_number)} · {t.closedAt}{' '}
            {formatDateTime(s.closed_at)}
          </Text>
          <ReviewStatus id={s.id} review={s.review} />
          <Table>
            <Table.Tbody>
              {(
                [
                  ['result', s.result],
                  ['makeup_before', s.makeup_before],
                  ['after_makeup', s.after_makeup],
                  ['player_share', s.player_share],
                  ['fund_share', s.fund_share],
                  ['deductions', s.deductions_total],
                  ['payout', s.payout],
                  ['makeup_after', s.makeup_after],
                ] as const
              ).map(([key, value]) => (
                <Table.Tr key={key} data-testid={`statement-${key}`}>
                  <Table.Td>{C[key]}</Table.Td>
                  <Table.Td>
                    <Money value={value} />
                  </Table.Td>
                  <Table.Td>
                    <LineDispute
                      id={s.id}
                      line={`figure:${key === 'deductions' ? 'deductions_total' : key}`}
                      label={C[key]}
                      review={s.review}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600}>
            {t.lineAccounts}
          </Text>
          <Table data-testid="statement-lines">
            <Table.Tbody>
              {s.content.lines.result.map((line) => (
                <Table.Tr key={line.account_record_id}>
                  <Table.Td>{line.label}</Table.Td>
                  <Table.Td>
                    <Money value={line.usd} />
                  </Table.Td>
                  <Table.Td>
                    <LineDispute
                      id={s.id}
                      line={`account:${line.account_record_id}`}
                      label={line.label}
                      review={s.review}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
              {s.content.figures.deductions.map((d) => (
                <Table.Tr key={`d${d.category_id}`}>
                  <Table.Td>{`${C.deductions}: ${d.name}`}</Table.Td>
                  <Table.Td>
                    <Money value={d.amount} />
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={2} data-testid="statement-hashes">
            <Text size="sm">{t.contentHash}</Text>
            <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="content-sha256">
              {s.content_sha256}
            </Text>
            <Text size="sm">{t.previousHash}</Text>
            <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="previous-sha256">
              {s.previous_sha256 ?? t.firstInChain}
            </Text>
          </Stack>
        </>
      )}
    </Stack>
  );
}

function StatementRow({ s, onOpen }: { s: ReviewedStatement; onOpen: () => void }) {
  return (
    <Table.Tr data-testid={`statement-row-${s.number}`}>
      <Table.Td>
        <Anchor component="button" type="button" onClick={onOpen}>
          {t.statementNumber(s.number)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {t.bundle(s.bundle_number)}
        </Text>
      </Table.Td>
      <Table.Td>{formatDateTime(s.closed_at)}</Table.Td>
      <Table.Td>
        <Money value={s.result} />
      </Table.Td>
      <Table.Td>
        <Money value={s.payout} />
      </Table.Td>
      <Table.Td>
        <Money value={s.makeup_before} /> → <Money value={s.makeup_after} />
      </Table.Td>
      <Table.Td>
        {t.status[s.status]}
        <PaidMark paid={s.paid} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The player's statements (issue 38 item 6, docs/settlement.md): every closed bundle in the chain's
 * order with its result, payout and the makeup before → after (the makeup over time), above them a
 * chart of the makeup and the payouts (its own lazy chunk); each opens its figures, lines and
 * hashes. Part of the settlement dialog's chunk (not the first view).
 */
export function StatementsHistory() {
  const statements = useStatements();
  const [open, setOpen] = useState<number | null>(null);
  if (open !== null) return <StatementView id={open} onBack={() => setOpen(null)} />;
  return (
    <Stack gap="sm" data-testid="statements">
      <Text fw={600}>{t.statements}</Text>
      {statements.isPending && <Loader />}
      {statements.isError && <Alert color="red">{t.loadFailed}</Alert>}
      {statements.data?.length === 0 && <Text c="dimmed">{t.statementsNone}</Text>}
      {!!statements.data?.length && <MakeupChart statements={statements.data} />}
      {!!statements.data?.length && (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.statement}</Table.Th>
                <Table.Th>{t.closedAt}</Table.Th>
                <Table.Th>{C.result}</Table.Th>
                <Table.Th>{C.payout}</Table.Th>
                <Table.Th>{t.makeupOverTime}</Table.Th>
                <Table.Th>{t.columns.status}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statements.data.map((s) => (
                <StatementRow key={s.id} s={s} onOpen={() => setOpen(s.id)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
