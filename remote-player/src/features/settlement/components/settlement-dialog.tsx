import { addDecimals, compareDecimals } from '@fund/shared/decimal';
import { formatDateTime, formatMoney } from '@fund/shared/format';
import { ru } from '@fund/shared/i18n';
import {
  type SettlementPreview,
  type TermsRow,
  type TermsView,
  termsLines,
} from '@fund/shared/schemas/settlement';
import { Money, useReturnFocus } from '@fund/shared/ui';
import { DialogActions } from '@fund/shared/ui/dialog-actions';
import { Alert, Anchor, Button, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useContractTerms, useSettlementPreview } from '../api/settlement';
import { t } from '../texts';
import { StatementsHistory } from './statements-history';

type Preview = NonNullable<SettlementPreview>;
type Sources = Preview['sources'];
const C = t.chain;
const sum = (values: string[]) => values.reduce(addDecimals, '0');

/** «Сумма строк»: what the rows shown add up to (the figure they open). */
function RowsSum({ values }: { values: string[] }) {
  return (
    <Text size="sm" fw={600} data-testid="rows-sum">
      {t.rowsSum}: <Money value={sum(values)} />
    </Text>
  );
}

/** The result's rows: each room account's balances and movements of the bundle, its USD part. */
function ResultRows({ rows }: { rows: Sources['result'] }) {
  if (rows.length === 0) return <Text size="sm">{t.noRows}</Text>;
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Stack key={row.account_record_id} gap={0} data-testid={`result-account-${row.account_record_id}`}>
          <Text size="sm" fw={600}>
            {t.account}: {row.label}
          </Text>
          <Text size="sm">
            {t.balances}: <Money value={row.start_balance} currency={row.currency_name} /> →{' '}
            <Money value={row.end_balance} currency={row.currency_name} /> · {t.movementsSum}:{' '}
            <Money value={row.transfers_sum} currency={row.currency_name} />
          </Text>
          {row.movements.map((m) => (
            <Text key={m.id} size="xs" c="dimmed">
              {formatDateTime(m.created_at)} · {t.kinds[m.kind] ?? m.kind}:{' '}
              <Money value={m.amount} currency={row.currency_name} />
            </Text>
          ))}
          <Text size="sm">
            {t.value}: <Money value={row.value} currency={row.currency_name} rate={row.rate} /> · {t.usd}:{' '}
            <Money value={row.usd} />
          </Text>
        </Stack>
      ))}
      <RowsSum values={rows.map((row) => row.usd)} />
    </Stack>
  );
}

/** The makeup before: the contract's earlier bundles settled in order, the last one's makeup after. */
function MakeupRows({ rows }: { rows: Sources['makeup_before'] }) {
  if (rows.length === 0) return <Text size="sm">{t.noRows}</Text>;
  return (
    <Stack gap={0}>
      {rows.map((row) => (
        <Text key={row.bundle_number} size="sm" data-testid={`makeup-bundle-${row.bundle_number}`}>
          {t.bundle(row.bundle_number)}: {C.result} <Money value={row.result} /> · {C.makeup_after}{' '}
          <Money value={row.makeup_after} />
        </Text>
      ))}
    </Stack>
  );
}

/** A debt category's rows (owed +, repaid −): they add up to its balance. */
function DebtRows({ category }: { category: Sources['deductions'][number] }) {
  return (
    <Stack gap={0} data-testid={`debt-rows-${category.category_id}`}>
      <Text size="sm" fw={600}>
        {category.name}
      </Text>
      {category.rows.map((row) => (
        <Text key={row.id} size="sm">
          {formatDateTime(row.created_at)} · {row.comment}: <Money value={row.amount} />
        </Text>
      ))}
      <RowsSum values={category.rows.map((row) => row.amount)} />
    </Stack>
  );
}

/** One figure of the chain; with `rows`, its label opens the rows it comes from. */
function Figure(props: { id: string; label: string; value: string; strong?: boolean; rows?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const label = props.rows ? (
    <Anchor component="button" type="button" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
      {props.label}
    </Anchor>
  ) : (
    props.label
  );
  return (
    <>
      <Table.Tr data-testid={`figure-${props.id}`} fw={props.strong ? 700 : undefined}>
        <Table.Td>{label}</Table.Td>
        <Table.Td ta="right">
          <Money value={props.value} />
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr>
          <Table.Td colSpan={2} aria-label={t.showRows(props.label)}>
            {props.rows}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** The chain of docs/settlement.md: result → makeup → shares → deductions → to pay, makeup after. */
function Chain({ preview }: { preview: Preview }) {
  const { figures: f, sources, terms, min_personalfunds: min } = preview;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t.bundle(preview.bundle.number)}</Text>
      <Table withRowBorders={false} verticalSpacing={4} aria-label={t.settlementNow}>
        <Table.Tbody>
          <Figure id="result" label={C.result} value={f.result} rows={<ResultRows rows={sources.result} />} />
          <Figure
            id="makeup_before"
            label={C.makeup_before}
            value={f.makeup_before}
            rows={<MakeupRows rows={sources.makeup_before} />}
          />
          <Figure id="after_makeup" label={C.after_makeup} value={f.after_makeup} />
          <Figure
            id="player_share"
            label={`${C.player_share} (${t.shareOf(terms.personal_share)})`}
            value={f.player_share}
          />
          <Figure id="fund_share" label={C.fund_share} value={f.fund_share} />
          {f.deductions.map((d) => {
            const category = sources.deductions.find((c) => c.category_id === d.category_id);
            return (
              <Figure
                key={d.category_id}
                id={`deduction-${d.category_id}`}
                label={`${C.deductions}: ${d.name}`}
                value={d.amount}
                rows={category && <DebtRows category={category} />}
              />
            );
          })}
          <Figure id="deductions" label={C.deductions} value={f.deductions_total} />
          <Figure id="payout" label={C.payout} value={f.payout} strong />
          <Figure id="makeup_after" label={C.makeup_after} value={f.makeup_after} />
          {compareDecimals(f.makeup_written_off, '0') !== 0 && (
            <Figure id="makeup_written_off" label={C.makeup_written_off} value={f.makeup_written_off} />
          )}
        </Table.Tbody>
      </Table>
      <Stack gap={0} data-testid="min-funds">
        <Text size="sm" fw={600}>
          {t.minFunds}
        </Text>
        <Text size="sm">{t.minFundsRule(min.buyins, formatMoney(min.abi), formatMoney(min.value))}</Text>
        <Text size="sm" c="dimmed">
          {t.minFundsRefusal(ru.validation.notMoreThanBalance)}
        </Text>
      </Stack>
    </Stack>
  );
}

function TermsLines({ title, terms, testId }: { title: string; terms: TermsRow; testId: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {termsLines(terms).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The contract's terms: those in force and a change coming with a later bundle. */
function Terms({ view }: { view: NonNullable<TermsView> }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{t.terms}</Text>
      <TermsLines title={t.current(view.current.from_bundle)} terms={view.current} testId="terms-current" />
      {view.next && (
        <TermsLines title={t.next(view.next.from_bundle)} terms={view.next} testId="terms-next" />
      )}
    </Stack>
  );
}

/**
 * «Если рассчитаться сейчас» (issue 38, docs/settlement.md): the current bundle settled now, as the
 * API's settle() does it, each figure with a source opening the rows it comes from; the minimum
 * personal funds rule; the contract's terms. Loaded with its own chunk when first opened. «Выписки по
 * пакетам» switches it to the player's frozen statements (issue 38 item 6, `StatementsHistory`).
 */
export function SettlementDialog({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const preview = useSettlementPreview();
  const terms = useContractTerms();
  const [history, setHistory] = useState(false);
  return (
    <Modal opened onClose={onClose} title={history ? t.statements : t.settlementNow} size="lg">
      <Stack gap="md">
        {history ? (
          <StatementsHistory />
        ) : (
          <>
            {(preview.isPending || terms.isPending) && <Loader />}
            {(preview.isError || terms.isError) && <Alert color="red">{t.loadFailed}</Alert>}
            {preview.data === null && <Text c="dimmed">{t.nothing}</Text>}
            {preview.data && <Chain preview={preview.data} />}
            {terms.data && <Terms view={terms.data} />}
          </>
        )}
        <DialogActions>
          <Button variant="light" onClick={() => setHistory(!history)}>
            {history ? t.backToPreview : t.statements}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t.close}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
