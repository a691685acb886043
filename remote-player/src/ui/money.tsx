import { formatMoney, isNegativeAmount } from '@fund/shared/format';
import { Text } from '@mantine/core';

/** A right-aligned amount in US format, red when negative, forex rate in brackets. */
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
