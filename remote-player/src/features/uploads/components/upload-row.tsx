import { HH_TEXT } from '@fund/shared/schemas/uploads';
import { Checkbox, FileInput, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../../texts';
import { isZipName, type Slot } from '../model';

const PLACEHOLDER = t.uploads.pickZip;

interface Props {
  label: string;
  ignoreLabel: string;
  slot: Slot;
  done: boolean;
  disabled: boolean;
  /** The server's refusal of this row's last send, shown until the row changes. */
  refused?: string;
  onChange: (slot: Slot) => void;
}

/** One category: its 'no hands' / 'no screenshots' checkbox hides the .zip picker. */
export function UploadRow({ label, ignoreLabel, slot, done, disabled, refused, onChange }: Props) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={4} data-testid="upload-row">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={500}>{label}</Text>
        {done ? (
          <Text size="sm" c="green">
            {t.uploads.received}
          </Text>
        ) : (
          <Checkbox
            label={ignoreLabel}
            checked={slot.ignored}
            disabled={disabled}
            onChange={(event) => onChange({ file: null, ignored: event.currentTarget.checked })}
          />
        )}
      </Group>
      {!done && slot.ignored && refused ? (
        <Text size="sm" c="red" role="alert">
          {refused}
        </Text>
      ) : null}
      {!done && !slot.ignored ? (
        <FileInput
          // The name starts with what the field shows (the placeholder or the file), then the row.
          aria-label={`${slot.file?.name ?? PLACEHOLDER} — ${label}`}
          placeholder={PLACEHOLDER}
          accept=".zip,application/zip"
          clearable
          disabled={disabled}
          value={slot.file}
          error={error ?? refused}
          onChange={(file) => {
            if (file && !isZipName(file.name)) {
              setError(HH_TEXT.onlyZip);
              return onChange({ file: null, ignored: false });
            }
            setError(null);
            onChange({ file, ignored: false });
          }}
        />
      ) : null}
    </Stack>
  );
}
