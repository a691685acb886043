import { Tabs, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { t } from '../../../texts';

export type SectionKey = 'notes' | 'homework' | 'stats' | 'ev' | 'sharkscope';

/** Statistics and EV analysis need exactly one student (spec 02 §6). */
const singleOnly = (key: SectionKey): boolean => key === 'stats' || key === 'ev';

/** Tabs of the sections; Sharkscope is disabled; stats and EV are hidden with several students. */
export function StudentSections({
  several,
  render,
}: {
  several: boolean;
  render: (key: SectionKey) => React.ReactNode;
}) {
  const [active, setActive] = useState<SectionKey>('notes');
  useEffect(() => {
    if (several && singleOnly(active)) setActive('notes');
  }, [several, active]);
  const tabs: { key: SectionKey; label: string; disabled?: boolean }[] = [
    { key: 'notes', label: t.sections.notes },
    { key: 'homework', label: t.sections.homework },
    ...(several
      ? []
      : [
          { key: 'stats' as const, label: t.sections.stats },
          { key: 'ev' as const, label: t.sections.ev },
        ]),
    { key: 'sharkscope', label: t.sections.sharkscope, disabled: true },
  ];
  return (
    <Tabs value={active} onChange={(value) => value && setActive(value as SectionKey)} keepMounted={false}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.key} value={tab.key} disabled={tab.disabled}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {several && (
        <Text size="xs" c="dimmed" mt={4}>
          {t.sections.severalHidden}
        </Text>
      )}
      {tabs
        .filter((tab) => !tab.disabled)
        .map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key} pt="md">
            {active === tab.key && render(tab.key)}
          </Tabs.Panel>
        ))}
    </Tabs>
  );
}
