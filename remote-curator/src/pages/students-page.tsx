import { SectionPage } from '@fund/shared/ui';
import { Grid, Text } from '@mantine/core';
import { type JSX, useState } from 'react';
import { EvSection } from '../features/ev/components/ev-section';
import { HomeworkSection } from '../features/homework/components/homework-section';
import { NotesSection } from '../features/notes/components/notes-section';
import { StatsSection } from '../features/statistics/components/stats-section';
import { StudentPicker } from '../features/students/components/student-picker';
import { StudentSections } from '../features/students/components/student-sections';
import { t } from '../texts';

/** /students: the curator picks students, then works in the sections (spec 02 §2). */
export default function StudentsPage(): JSX.Element {
  const [selected, setSelected] = useState<number[]>([]);
  const players = [...selected].sort((a, b) => a - b);
  const key = players.join(',');
  const one = players.length === 1 ? players[0] : undefined;
  return (
    <SectionPage title={t.studentsTitle}>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <StudentPicker selected={selected} onChange={setSelected} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {players.length === 0 ? (
            <Text c="dimmed">{t.picker.pickFirst}</Text>
          ) : (
            <StudentSections
              several={players.length > 1}
              render={(section) => {
                if (section === 'notes') return <NotesSection key={key} players={players} />;
                if (section === 'homework')
                  return <HomeworkSection key={key} scope={{ role: 'curator', players }} />;
                if (section === 'stats' && one) return <StatsSection key={key} player={one} canEdit />;
                if (section === 'ev' && one) return <EvSection key={key} player={one} />;
                return null;
              }}
            />
          )}
        </Grid.Col>
      </Grid>
    </SectionPage>
  );
}
