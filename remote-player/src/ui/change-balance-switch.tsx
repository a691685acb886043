import { Stack, Switch, type SwitchProps, Text } from '@mantine/core';
import { useId } from 'react';
import { t } from './texts';

type Props = Omit<SwitchProps, 'label' | 'description'> & {
  /**
   * Whether the money leaves the account (a sent transfer, a deposit to personal funds), enters it,
   * or does not touch it (a cashback: the switch does nothing and is off).
   */
  direction: 'in' | 'out' | 'none';
};

/**
 * «Изменить баланс» with what it does written under it: on, the account's balance moves by the
 * amount; off, it stays, and the amount shows in «Пакет» and «Контракт» until a new balance is
 * entered. The text sits beside the switch, not in its label (Mantine puts a description inside
 * the label), so the switch is still named «Изменить баланс».
 */
export function ChangeBalanceSwitch({ direction, checked, ...props }: Props) {
  const hint = useId();
  const none = direction === 'none';
  const effect = checked ? t.changeBalanceEffect.on : t.changeBalanceEffect.off;
  return (
    <Stack gap={4}>
      <Switch
        label={t.fields.changeBalance}
        aria-describedby={hint}
        {...props}
        checked={checked && !none}
        disabled={props.disabled || none}
      />
      <Text id={hint} size="xs" c="dimmed">
        {none ? t.changeBalanceEffect.none : effect[direction]}
      </Text>
    </Stack>
  );
}
