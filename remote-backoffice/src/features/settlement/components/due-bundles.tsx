import { type DueBundle, SETTLEMENT_TEXT as S, STATEMENT_FIGURES } from '@fund/shared/schemas/settlement';
import { Money } from '@fund/shared/ui';
import { Alert, Badge, Button, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { backofficeKeys } from '../../../api/keys';
import { t } from '../../../texts';
import { ActionDialog } from '../../../ui/action-dialog';
import { useStaffAction } from '../../../ui/use-staff-action';
import {
  type BundleCloseResult,
  closeBundle,
  closeBundles,
  dueBundlesKey,
  dueBundlesQuery,
} from '../api/bundles';
import { SettlementSection } from './section';

const C = S.chain;
const M = t.settlement;
/** The chain a close freezes: the statement's figures less the write-off (an ended contract's only). */
type ChainKey = Exclude<keyof NonNullable<DueBundle['figures']>, 'deductions' | 'makeup_written_off'>;
const CHAIN = STATEMENT_FIGURES.filter((key): key is ChainKey => key !== 'makeup_written_off');
const REFRESH = [dueBundlesKey, backofficeKeys.lists('audit')];
const label = (key: (typeof CHAIN)[number]) => (key === 'deductions_total' ? C.deductions : C[key]);

/** The close's confirmation: the figures that will be frozen, then one click. */
function CloseDialog({ bundle, onClose }: { bundle: DueBundle; onClose: () => void }) {
  const action = useStaffAction({
    request: (_: null, options) => closeBundle(bundle.bundle_id, options),
    changes: REFRESH,
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

/** «Закрыть выбранные»: the chosen bundles with what each pays, then one request for all. */
function CloseManyDialog(props: {
  bundles: DueBundle[];
  onClose: () => void;
  onDone: (results: BundleCloseResult[]) => void;
}) {
  const action = useStaffAction({
    request: (_: null, options) =>
      closeBundles(
        props.bundles.map((bundle) => bundle.bundle_id),
        options,
      ),
    changes: REFRESH,
    onDone: props.onDone,
  });
  return (
    <ActionDialog
      title={M.closeManyTitle}
      submitLabel={M.closeMany(props.bundles.length)}
      action={action}
      onClose={props.onClose}
      onSubmit={(e) => {
        e?.preventDefault();
        action.run(null);
      }}
    >
      <Text>{M.closeManyConfirm(props.bundles.length)}</Text>
      <Stack gap={2} data-testid="close-many-list">
        {props.bundles.map((bundle) => (
          <Text size="sm" key={bundle.bundle_id}>
            {bundle.username}, {S.bundle(bundle.bundle_number)} · {C.payout}:{' '}
            <Money value={bundle.figures!.payout} />
          </Text>
        ))}
      </Stack>
    </ActionDialog>
  );
}

/** What a batch close did, bundle by bundle (names from the list as it was when sent). */
function CloseResults({ results, names }: { results: BundleCloseResult[]; names: Map<number, DueBundle> }) {
  return (
    <Alert
      title={M.results}
      color={results.some((r) => r.error) ? 'orange' : 'green'}
      data-testid="close-results"
    >
      <Stack gap={2}>
        {results.map((r) => {
          const bundle = names.get(r.bundle_id);
          const who = bundle?.username ?? '—';
          const n = bundle?.bundle_number ?? 0;
          return (
            <Text size="sm" key={r.bundle_id}>
              {r.statement ? M.closedRow(who, n, r.statement.number) : M.refusedRow(who, n, r.error ?? '')}
            </Text>
          );
        })}
      </Stack>
    </Alert>
  );
}

/**
 * «Пакеты к закрытию» (issue 38 item 4, docs/settlement.md): the bundles that reached their length
 * or are due, with what closing each now would freeze; «Закрыть пакет» asks first. Several can be
 * chosen and closed in one request («Закрыть выбранные»), then each bundle's outcome is listed.
 */
export function DueBundles() {
  const bundles = useQuery(dueBundlesQuery());
  const [closing, setClosing] = useState<DueBundle | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [closingMany, setClosingMany] = useState(false);
  const [done, setDone] = useState<{ results: BundleCloseResult[]; names: Map<number, DueBundle> } | null>(
    null,
  );
  // Only rows still listed count (a bundle closed meanwhile drops out of the selection).
  const chosen = (bundles.data ?? []).filter((row) => selected.includes(row.bundle_id));
  const toggle = (id: number, on: boolean) =>
    setSelected((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  return (
    <SettlementSection
      toolbar={
        <>
          {done && <CloseResults {...done} />}
          {!!bundles.data?.length && (
            <Group>
              <Button size="xs" disabled={!chosen.length} onClick={() => setClosingMany(true)}>
                {M.closeMany(chosen.length)}
              </Button>
            </Group>
          )}
        </>
      }
      title={S.dueTitle}
      testId="due-bundles"
      none={S.dueNone}
      query={bundles}
      dialog={
        <>
          {closing && <CloseDialog bundle={closing} onClose={() => setClosing(null)} />}
          {closingMany && (
            <CloseManyDialog
              bundles={chosen}
              onClose={() => setClosingMany(false)}
              onDone={(results) => {
                setDone({ results, names: new Map(chosen.map((row) => [row.bundle_id, row])) });
                setSelected([]);
                setClosingMany(false);
              }}
            />
          )}
        </>
      }
      row={(row) => (
        <Table.Tr key={row.bundle_id} data-testid={`due-bundle-${row.bundle_id}`}>
          <Table.Td>
            <Checkbox
              aria-label={M.select(row.username, row.bundle_number)}
              disabled={!row.figures}
              checked={selected.includes(row.bundle_id)}
              onChange={(e) => toggle(row.bundle_id, e.currentTarget.checked)}
            />
          </Table.Td>
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
