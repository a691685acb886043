import type { VideoShow, VideoSort } from '@fund/shared/schemas/video';
import { Button, Group, MultiSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { t } from '../../../texts';
import { referenceQuery } from '../api/videos';
import { DEFAULT_FILTERS, type GalleryFilters } from '../filters';

type IdKey = 'authorId' | 'tagId' | 'levelId';

function RefSelect({
  kind,
  field,
  label,
  filters,
  update,
}: {
  kind: 'authors' | 'tags' | 'levels';
  field: IdKey;
  label: string;
  filters: GalleryFilters;
  update: (patch: Partial<GalleryFilters>) => void;
}) {
  const { data = [] } = useQuery(referenceQuery(kind));
  return (
    <MultiSelect
      label={label}
      placeholder={filters[field].length ? undefined : t.filters.any}
      data={data.map((item) => ({ value: String(item.id), label: item.name }))}
      value={filters[field].map(String)}
      onChange={(values) => update({ [field]: values.map(Number) })}
      searchable
      clearable
      miw={200}
      style={{ flex: 1 }}
      data-testid={`filter-${kind}`}
    />
  );
}

/** Authors, tags, levels, title search, sort and the watched filter; every change goes to the URL. */
export function GalleryFiltersBar({
  filters,
  update,
}: {
  filters: GalleryFilters;
  update: (patch: Partial<GalleryFilters>) => void;
}) {
  const [title, setTitle] = useState(filters.title);
  // The URL (and the request) follow the search text once typing settles.
  const pushTitle = useDebouncedCallback((value: string) => update({ title: value }), 400);
  useEffect(() => setTitle(filters.title), [filters.title]);
  const isDefault =
    !filters.authorId.length &&
    !filters.tagId.length &&
    !filters.levelId.length &&
    !filters.title &&
    filters.sort === DEFAULT_FILTERS.sort &&
    filters.show === DEFAULT_FILTERS.show;

  return (
    <Stack gap="sm" data-testid="video-filters">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <RefSelect
          kind="authors"
          field="authorId"
          label={t.filters.authors}
          filters={filters}
          update={update}
        />
        <RefSelect kind="tags" field="tagId" label={t.filters.tags} filters={filters} update={update} />
        <RefSelect kind="levels" field="levelId" label={t.filters.levels} filters={filters} update={update} />
        <TextInput
          label={t.filters.search}
          placeholder={t.filters.searchPlaceholder}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            pushTitle(event.currentTarget.value);
          }}
          maxLength={200}
          miw={220}
          style={{ flex: 1 }}
        />
      </Group>
      <Group gap="lg" wrap="wrap" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t.filters.sort}
          </Text>
          <SegmentedControl
            aria-label={t.filters.sort}
            value={filters.sort}
            onChange={(value) => update({ sort: value as VideoSort })}
            data={[
              { value: 'desc', label: t.filters.newest },
              { value: 'asc', label: t.filters.oldest },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t.filters.show}
          </Text>
          <SegmentedControl
            aria-label={t.filters.show}
            value={filters.show}
            onChange={(value) => update({ show: value as VideoShow })}
            data={[
              { value: 'all', label: t.filters.all },
              { value: 'watched', label: t.filters.watched },
              { value: 'new', label: t.filters.fresh },
            ]}
          />
        </Stack>
        <Button variant="subtle" disabled={isDefault} onClick={() => update({ ...DEFAULT_FILTERS })}>
          {t.filters.reset}
        </Button>
      </Group>
    </Stack>
  );
}
