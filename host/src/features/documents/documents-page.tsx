import { shellQueries } from '@fund/shared/query/shell';
import { NoData, SectionPage } from '@fund/shared/ui';
import { Anchor, Card, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../texts';

/** '/documents': the fund's documents, links from the API. */
export function DocumentsPage() {
  const { data, isPending } = useQuery(shellQueries.documents());
  return (
    <SectionPage title={t.sections.documents}>
      {isPending ? (
        <Loader />
      ) : !data?.length ? (
        <NoData />
      ) : (
        <Card withBorder>
          <Stack gap="sm">
            {data.map((d) => (
              <Anchor key={d.id} href={d.url} target="_blank" rel="noopener noreferrer">
                {d.title}
              </Anchor>
            ))}
          </Stack>
        </Card>
      )}
    </SectionPage>
  );
}
