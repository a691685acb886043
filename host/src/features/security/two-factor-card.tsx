import { showServerErrors } from '@fund/shared/api';
import { shellKeys } from '@fund/shared/query';
import type { Enrolment } from '@fund/shared/schemas/security';
import { SectionCard } from '@fund/shared/ui';
import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorQuery } from './api/security';
import { s } from './texts';

/** The QR of the otpauth:// URI, drawn by `qrcode` loaded only here. */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 200 }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <img src={src} alt={s.qr} width={200} height={200} /> : <Loader />;
}

/**
 * «Двухфакторная защита» on the «Безопасность» page (issue 41 item 1): enrolment (the password,
 * then the QR and the key with a code field, then the recovery codes shown once) and «Отключить»
 * with a code or a recovery code.
 */
export function TwoFactorCard() {
  const client = useQueryClient();
  const status = useQuery(twoFactorQuery());
  const [step, setStep] = useState<'idle' | 'password' | Enrolment | string[]>('idle');
  const [value, setValue] = useState('');
  const refresh = () => client.invalidateQueries({ queryKey: shellKeys.security() });
  const act = useMutation({
    mutationFn: async (): Promise<void> => {
      if (step === 'password') setStep(await startTwoFactor(value));
      else if (typeof step === 'object' && !Array.isArray(step)) {
        setStep((await confirmTwoFactor(value)).recovery_codes);
        void refresh();
      } else {
        await disableTwoFactor(value);
        void refresh();
      }
      setValue('');
    },
    onError: (e) => showServerErrors(e),
  });
  const field = (label: string, secret = false) => {
    const props = {
      label,
      value,
      onChange: (e: { currentTarget: { value: string } }) => setValue(e.currentTarget.value),
    };
    return secret ? (
      <PasswordInput {...props} autoFocus />
    ) : (
      <TextInput {...props} autoComplete="one-time-code" autoFocus />
    );
  };
  const submit = (label: string, color?: string) => (
    <Group>
      <Button type="submit" loading={act.isPending} disabled={!value.trim()} color={color}>
        {label}
      </Button>
      {step !== 'idle' && (
        <Button variant="default" onClick={() => setStep('idle')} disabled={act.isPending}>
          {s.cancel}
        </Button>
      )}
    </Group>
  );
  const form = (children: React.ReactNode) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        act.mutate();
      }}
      noValidate
    >
      <Stack>{children}</Stack>
    </form>
  );

  let body: React.ReactNode;
  if (status.isPending) body = <Loader />;
  else if (Array.isArray(step)) {
    body = (
      <Stack>
        <Alert color="yellow" title={s.recoveryTitle}>
          {s.recoveryHint}
        </Alert>
        <Text component="pre" ff="monospace" size="sm" data-testid="recovery-codes">
          {step.join('\n')}
        </Text>
        <Group>
          <Button onClick={() => setStep('idle')}>{s.done}</Button>
        </Group>
      </Stack>
    );
  } else if (typeof step === 'object') {
    body = form(
      <>
        <Text size="sm">{s.scan}</Text>
        <QrCode uri={step.uri} />
        <Text size="sm">
          {s.secret}:{' '}
          <Text span ff="monospace" data-testid="two-factor-secret">
            {step.secret}
          </Text>
        </Text>
        {field(s.code)}
        {submit(s.confirm)}
      </>,
    );
  } else if (status.data?.enabled) {
    body = form(
      <>
        <Text size="sm">{s.twoFactorOn(status.data.recovery_codes_left)}</Text>
        {field(s.disableCode)}
        {submit(s.disable, 'red')}
      </>,
    );
  } else if (step === 'password') {
    body = form(
      <>
        {field(s.password, true)}
        {submit(s.proceed)}
      </>,
    );
  } else {
    body = (
      <Stack>
        <Text size="sm">{s.twoFactorOff}</Text>
        <Group>
          <Button onClick={() => setStep('password')}>{s.enable}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <SectionCard title={s.twoFactor} hint={s.twoFactorHint} data-testid="two-factor">
      {body}
    </SectionCard>
  );
}
