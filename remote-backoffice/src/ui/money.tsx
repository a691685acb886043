import { formatMoney, isNegativeAmount } from '@fund/shared/format';
import { Text } from '@mantine/core';

/** An amount in US format with its currency, red when negative. */
export function Money({ value, currency = 'USD' }: { value: string; currency?: string }) {
  return (
    <Text
      span
      ff="monospace"
      c={isNegativeAmount(value) ? 'red' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatMoney(value, currency)}
    </Text>
  );
}
