import type { UserRole } from '@fund/shared/schemas/backoffice';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { userSearchQuery } from '../api/users';
import { t } from '../texts';

/**
 * A user of one role, found by part of the name on the server (active users only); `exclude` is
 * never offered (a transfer's receiver is never its sender). Clicking the picked user keeps it
 * (issue 35 item 16: it cleared a required pick); an optional filter clears with its ✕.
 */
export function UserPicker({
  userRole,
  value,
  onChange,
  exclude = null,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  userRole: UserRole;
  value: number | null;
  onChange: (id: number | null) => void;
  exclude?: number | null;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const users = useQuery(userSearchQuery(userRole, debounced)).data?.data ?? [];
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const data = users.filter((u) => u.id !== exclude).map((u) => ({ value: String(u.id), label: u.username }));
  if (picked && picked.value !== String(exclude) && !data.some((d) => d.value === picked.value))
    data.unshift(picked);
  return (
    <Select
      searchable
      clearable
      allowDeselect={false}
      nothingFoundMessage={t.nothingFound}
      {...props}
      data={data}
      value={value === null ? null : String(value)}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        setPicked(option ?? null);
        onChange(next === null ? null : Number(next));
      }}
    />
  );
}
