import { Text } from '@mantine/core';
import { formatMoney, isNegativeAmount } from '../format';

/** An amount as the cabinet writes it: US format with its currency, red when negative, a forex rate in brackets. */
export function Money({
  value,
  currency = 'USD',
  rate,
}: {
  value: string;
  currency?: string;
  rate?: string;
}) {
  return (
    <Text
      span
      ff="monospace"
      c={isNegativeAmount(value) ? 'red' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatMoney(value, currency, rate)}
    </Text>
  );
}
