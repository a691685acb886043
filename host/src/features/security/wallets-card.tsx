import { errorMessages, FetchError, showServerErrors, useIdempotencyKey } from '@fund/shared/api';
import { useAuthStore } from '@fund/shared/auth';
import { formatDateTime } from '@fund/shared/format';
import { hasPermission } from '@fund/shared/permissions';
import { shellKeys } from '@fund/shared/query';
import type { Wallets } from '@fund/shared/schemas/security';
import { type WalletChange, walletChangeSchema } from '@fund/shared/schemas/wallets';
import { SectionCard } from '@fund/shared/ui';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changeWallets, residenceRegionsQuery, twoFactorQuery, walletsQuery } from './api/security';
import { s } from './texts';

const resolve = schemaResolver(walletChangeSchema, { sync: true });

/** The change form: the wallets as the onboarding asks them, then the password or the code. */
function WalletsForm({
  wallets,
  twoFactor,
  onDone,
}: {
  wallets: Wallets;
  twoFactor: boolean;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const regions = useQuery(residenceRegionsQuery());
  const key = useIdempotencyKey();
  const form = useForm<WalletChange>({
    initialValues: {
      no_skrill: wallets.no_skrill,
      skrill_usd: wallets.skrill_usd ?? '',
      skrill_eur: wallets.skrill_eur ?? '',
      skrill_residence_id: wallets.skrill_residence_id ?? '',
      ...(twoFactor ? { code: '' } : { password: '' }),
    },
    validate: resolve,
  });
  const save = useMutation({
    mutationFn: (values: WalletChange) => key.send((options) => changeWallets(values, options)),
    onSuccess: (answer) => {
      client.setQueryData(walletsQuery().queryKey, answer);
      void client.invalidateQueries({ queryKey: shellKeys.security() });
      onDone();
    },
    // A refused step-up (403: wrong, used, or the other factor needed) belongs under the field typed.
    onError: (e) =>
      e instanceof FetchError && e.status === 403
        ? form.setFieldError(twoFactor ? 'code' : 'password', errorMessages(e.data).join(' '))
        : showServerErrors(e, form),
  });
  const { no_skrill: noSkrill, skrill_residence_id: region } = form.getValues();
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="sm" maw={420}>
        <TextInput label={s.skrillUsd} disabled={noSkrill} {...form.getInputProps('skrill_usd')} />
        <TextInput label={s.skrillEur} disabled={noSkrill} {...form.getInputProps('skrill_eur')} />
        {/* A native list in Mantine's input (Select is a late component; its module would load with the page). */}
        <Input.Wrapper label={s.skrillResidence} error={form.errors.skrill_residence_id}>
          <Input
            component="select"
            disabled={noSkrill}
            value={region === '' || region == null ? '' : String(region)}
            error={Boolean(form.errors.skrill_residence_id)}
            onChange={(e: React.ChangeEvent<HTMLSelectElement>) =>
              form.setFieldValue(
                'skrill_residence_id',
                e.currentTarget.value ? Number(e.currentTarget.value) : '',
              )
            }
          >
            <option value="">—</option>
            {(regions.data ?? []).map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.description}
              </option>
            ))}
          </Input>
        </Input.Wrapper>
        <Checkbox label={s.noSkrill} {...form.getInputProps('no_skrill', { type: 'checkbox' })} />
        {twoFactor ? (
          <TextInput label={s.code} autoComplete="one-time-code" {...form.getInputProps('code')} />
        ) : (
          <PasswordInput
            label={s.password}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {s.save}
          </Button>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {s.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the wallets are now, and the hold a change set. */
function WalletsView({ wallets }: { wallets: Wallets }) {
  const regions = useQuery(residenceRegionsQuery());
  const region = regions.data?.find((r) => r.id === wallets.skrill_residence_id)?.description ?? '';
  return (
    <Stack gap={4}>
      {wallets.no_skrill ? (
        <Text size="sm">{s.noSkrill}</Text>
      ) : (
        <>
          <Text size="sm">
            {s.skrillUsd}: {wallets.skrill_usd}
          </Text>
          <Text size="sm">
            {s.skrillEur}: {wallets.skrill_eur}
          </Text>
          <Text size="sm">
            {s.skrillResidence}: {region}
          </Text>
        </>
      )}
      {wallets.payouts_held_until && (
        <Alert color="yellow" data-testid="payouts-held">
          {s.heldUntil(formatDateTime(wallets.payouts_held_until))}
        </Alert>
      )}
    </Stack>
  );
}

function WalletsSection() {
  const wallets = useQuery(walletsQuery());
  const twoFactor = useQuery(twoFactorQuery());
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard title={s.wallets} hint={s.walletsHint} data-testid="wallets">
      {wallets.isPending || twoFactor.isPending ? (
        <Loader />
      ) : wallets.data && twoFactor.data ? (
        editing ? (
          <WalletsForm
            wallets={wallets.data}
            twoFactor={twoFactor.data.enabled}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Stack gap="sm">
            <WalletsView wallets={wallets.data} />
            <Group>
              <Button variant="light" onClick={() => setEditing(true)}>
                {s.changeWallets}
              </Button>
            </Group>
          </Stack>
        )
      ) : null}
    </SectionCard>
  );
}

/**
 * «Кошельки Skrill» on the «Безопасность» page (issue 41 item 2, docs/security.md "Wallet change
 * and the payout hold"): a player's wallets, changed with the password (or a code with 2FA on);
 * after a change the payouts wait 24 hours, and the card says until when. Staff have none.
 */
export function WalletsCard() {
  const permissions = useAuthStore((state) => state.permissions);
  return hasPermission(permissions, 'dashboard') ? <WalletsSection /> : null;
}
